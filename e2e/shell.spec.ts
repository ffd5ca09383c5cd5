import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

test.describe("top bar", () => {
  test("is 80 px on desktop, transparent dark at the top and white once scrolled past 32 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator("header").first();
    await expect(bar).toHaveAttribute("data-state", "top");
    expect((await bar.boundingBox())?.height).toBe(80);
    expect(await bar.evaluate((el) => getComputedStyle(el).zIndex)).toBe("1201");
    await page.evaluate(() => window.scrollTo(0, 32));
    await expect(bar).toHaveAttribute("data-state", "top");
    await page.evaluate(() => window.scrollTo(0, 33));
    await expect(bar).toHaveAttribute("data-state", "scrolled");
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-state", "top");
  });

  test("holds the five links and Login on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Our Services", "/OurServices"],
      ["Portfolio", "/Portfolio"],
      ["Contact Us", "/contact"],
      ["Website Builder", "/WebSiteBuilder"],
      ["Login", "/login"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("is 64 px high on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
    expect((await page.locator("header").first().boundingBox())?.height).toBe(64);
  });
});

test.describe("drawer", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
  });

  test("opens a 275 px right-hand drawer that traps focus and closes on Escape", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return [Math.round(box?.width ?? 0), Math.round((box?.x ?? 0) + (box?.width ?? 0))];
      })
      .toEqual([275, 375]);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("closes on a link click and navigates", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Contact Us" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("closes on the backdrop and on the close button; Login goes to /login", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await page.mouse.click(30, 400);
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Login" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("contact panel", () => {
  test("keeps 46 px of its tab visible and slides open with three options", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const tab = page.getByRole("button", { name: "Contact", exact: true });
    const tabBox = await tab.boundingBox();
    expect(tabBox?.width).toBe(46);
    expect(Math.round((tabBox?.x ?? 0) + (tabBox?.width ?? 0))).toBe(1280);
    const middle = (tabBox?.y ?? 0) + (tabBox?.height ?? 0) / 2;
    expect(Math.abs(middle - 400)).toBeLessThan(40);

    const panel = page.getByRole("region", { name: "Contact Us" });
    expect(await panel.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await tab.click();
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "open");
    await expect(panel.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    await expect(panel.getByRole("link", { name: /^WhatsApp chat/ })).toHaveAttribute(
      "href",
      /wa\.me/,
    );
    await expect(panel.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:/);
    await expect.poll(async () => (await panel.boundingBox())?.x).toBeLessThan(1280 - 270);
    await panel.getByRole("button", { name: "Close contact panel" }).click();
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "closed");
  });

  test("is reachable and closable from the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const tab = page.getByRole("button", { name: "Contact", exact: true });
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close contact panel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "closed");
    await expect(tab).toBeFocused();
  });
});

test.describe("contact button on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
  });

  test("is a round button in the bottom-right corner that opens the same panel", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Contact", exact: true });
    const box = await button.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(56);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(375 - 16);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(800 - 16);
    expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");

    await button.click();
    const panel = page.getByRole("region", { name: "Contact Us" });
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "open");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const name of [/^Call/, /^WhatsApp chat/, /^Email/])
      await expect(panel.getByRole("link", { name })).toBeVisible();
    // Settled inside the screen and above the button, not on top of it.
    await expect
      .poll(async () => {
        const p = await panel.boundingBox();
        return p && p.x >= 0 && p.x + p.width <= 375 && p.y + p.height <= (box?.y ?? 0);
      })
      .toBe(true);
    await panel.getByRole("button", { name: "Close contact panel" }).click();
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "closed");
  });

  test("gives focus back to the button on Escape", async ({ page }) => {
    const button = page.getByRole("button", { name: "Contact", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close contact panel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(page.getByTestId("contact-panel")).toHaveAttribute("data-state", "closed");
  });
});

test("the contact panel slides with a spring, and without one under reduced motion", async ({
  page,
}) => {
  const slide = page.getByRole("region", { name: "Contact Us" }).locator("..");
  await page.goto("/");
  await hydrated(page);
  expect(await slide.evaluate((el) => getComputedStyle(el).transitionTimingFunction)).toBe(
    "cubic-bezier(0.34, 1.56, 0.64, 1)",
  );
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await slide.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
});

test("footer has the link groups, contact details and this year", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const footer = page.locator("footer");
  for (const [group, links] of [
    ["Company", ["/about", "/blog", "/contact"]],
    ["Support", ["/documentation", "/submit-ticket", "/guides"]],
    ["Legal", ["/terms-of-service", "/privacy-policy", "/license"]],
  ] as const) {
    const nav = footer.getByRole("navigation", { name: group });
    for (const href of links) await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.getByRole("link", { name: /on (Instagram|LinkedIn)/ })).toHaveCount(2);
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText("Built with");
});

test("a route change scrolls back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
});
