import { expect, test } from "./fixtures";

test.describe("contact the agency", () => {
  test("a visitor sends a message and is thanked; the form resets", async ({ page }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("link", { name: /hello@pixelforge\.studio/ }).first(),
    ).toHaveAttribute("href", /^mailto:/);
    await page.getByLabel("Full Name").fill("Meera Nair");
    await page.getByLabel("Email Address").fill("meera@example.com");
    await page.getByLabel("Your Message").fill("We would like a Shopify store for our tea brand.");
    const sending = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sending).status()).toBe(201);
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Your Message")).toHaveValue("");
  });

  test("while sending, the button says Sending... and is disabled, and the message field is cleared", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Meera Nair");
    await page.getByLabel("Email Address").fill("meera@example.com");
    await page.getByLabel("Your Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    await expect(page.getByLabel("Your Message")).toHaveValue("");
    release();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
  });

  test("a failure says so, gives the message back and re-enables the button", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "down" }),
      }),
    );
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Meera Nair");
    await page.getByLabel("Email Address").fill("meera@example.com");
    await page.getByLabel("Your Message").fill("Please call me back.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to send. Please try again.");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByLabel("Your Message")).toHaveValue("Please call me back.");
  });

  test("server-side field errors appear under their fields", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("   ");
    await page.getByLabel("Email Address").fill("meera@example.com");
    await page.getByLabel("Your Message").fill("Hi");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("submit a support ticket", () => {
  test("shows Ticket Submitted for 2.2 s, then a cleared form", async ({ page }) => {
    await page.clock.install();
    await page.goto("/submit-ticket");
    await page.getByLabel("Name").fill("Kabir Shah");
    await page.getByLabel("Email").fill("kabir@example.com");
    await page.getByLabel("Subject").fill("Contact form on our site");
    await page.getByLabel("Message").fill("It stopped sending e-mails yesterday.");
    // From here on the page's timers move only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const submitted = page.waitForResponse("**/api/tickets");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    expect((await submitted).status()).toBe(201);
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText("Ticket Submitted");
    await expect(confirmation).toContainText(
      "Thank you! Your request has been received. Our team will reach out to you soon.",
    );
    await page.clock.runFor(2100);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole("button", { name: "Submit Ticket" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });

  test("a failure keeps what the visitor typed", async ({ page }) => {
    await page.route("**/api/tickets", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "boom" }),
      }),
    );
    await page.goto("/submit-ticket");
    await page.getByLabel("Name").fill("Kabir Shah");
    await page.getByLabel("Email").fill("kabir@example.com");
    await page.getByLabel("Subject").fill("Broken checkout");
    await page.getByLabel("Message").fill("Customers cannot pay.");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(page.getByRole("alert")).toContainText("Your ticket was not sent");
    await expect(page.getByLabel("Subject")).toHaveValue("Broken checkout");
    await expect(page.getByLabel("Message")).toHaveValue("Customers cannot pay.");
    await expect(page.getByRole("button", { name: "Submit Ticket" })).toBeEnabled();
  });
});

test("form fields wait in the prerendered page until the app can take what is typed", async ({
  request,
}) => {
  for (const path of ["/contact", "/submit-ticket", "/login", "/signup", "/forgot-password"]) {
    const html = await (await request.get(path)).text();
    const inputs = html.match(/<(input|textarea)\b[^>]*>/g) ?? [];
    expect(inputs.length, path).toBeGreaterThan(0);
    for (const input of inputs) expect(input, path).toMatch(/\sdisabled(=""|\s|>|\/)/);
  }
});
