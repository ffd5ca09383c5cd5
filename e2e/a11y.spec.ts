import AxeBuilder from "@axe-core/playwright";
import { sitePages } from "../apps/web/app/site-map";
import { expect, test } from "./fixtures";
import { hydrated, transitionsDone } from "./hydrated";
import { createAccount } from "./staff-account";

const paths = [...sitePages.map((p) => p.path), "/no-such-page"];

/** Collects the page's Content-Security-Policy violations from its first script on. */
function recordCspViolations() {
  const seen: string[] = [];
  Object.assign(window, { cspViolations: seen });
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
  );
}

for (const path of paths) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(recordCspViolations);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Checked as a visitor uses it: hydrated, with its buttons enabled and done fading in.
    await hydrated(page);
    await transitionsDone(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
    // No CSP violations, hydration errors or missing files. A violation caught by the code
    // that caused it (zod probing for `new Function`) logs nothing: it is read from the event.
    expect(errors.filter((e) => !(path === "/no-such-page" && e.includes("404")))).toEqual([]);
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
  });
}

test("axe finds no violations on a phone-sized home page with the drawer open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  // The drawer slides in: checked once it is in place.
  await transitionsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("axe finds no violations on /account, signed in, with every section open", async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `axe${id}@example.com`;
  const password = "quiet reading room lamps";
  const created = await page.request.post("/api/auth/register", {
    data: { email, username: `axe${id}`, password, confirmPassword: password },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login?next=/account");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sessions" })).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Delete my account..." }).click();
  // Opening the section scrolls the page: the top bar fades from dark to white meanwhile.
  await transitionsDone(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
});

test("axe finds no violations on the builder signed in, with a saved site, renaming and the delete dialog", async ({
  page,
}) => {
  // Four full axe runs on the builder, the heaviest page.
  test.setTimeout(90_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = await createAccount(page.request, `axesites${id}`, "member");
  await page.goto("/login?next=/WebSiteBuilder");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("No sites in your account yet.")).toBeVisible({ timeout: 15_000 });
  const axe = async (state: string) => {
    await transitionsDone(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      ),
    ).toEqual([]);
  };
  await axe("empty");
  await page.getByRole("button", { name: "Save to account" }).click();
  await axe("name dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: "Your saved sites" })).toBeVisible();
  await axe("one site");
  await page.getByRole("button", { name: "Rename My Website" }).click();
  await axe("renaming");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete My Website" }).click();
  await expect(page.getByRole("dialog", { name: "Delete My Website?" })).toBeVisible();
  await axe("delete dialog");
});

test.describe("the staff workspace and the visitor's ticket page, signed in as staff", () => {
  test("axe finds no violations on any of them, at desktop and phone width", async ({ page }) => {
    // Fifteen pages with an axe run each: more than one page's budget.
    test.setTimeout(120_000);
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await createAccount(page.request, `a11yadmin${id}`, "admin", { signIn: true });
    const ticket = await page.request.post("/api/tickets", {
      data: {
        name: "Ravi Menon",
        email: `ravi${id}@example.com`,
        subject: "Logo files",
        message: "Where are the SVGs?",
      },
    });
    const { reference } = await ticket.json();
    const paths = [
      "/staff",
      "/staff/inbox",
      `/staff/inbox/${reference}`,
      "/staff/people",
      "/staff/audit",
      "/staff/portfolio",
      `/tickets/${reference}?key=${"x".repeat(43)}`,
    ];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await transitionsDone(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map(
            (v) => `${path} @${width}: ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
          ),
        ).toEqual([]);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
    }
    // The portfolio's project form, with its upload field.
    await page.goto("/staff/portfolio");
    await page.getByRole("button", { name: "New project" }).click();
    await expect(page.getByRole("form", { name: "New project" })).toBeVisible();
    await transitionsDone(page);
    const form = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      form.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
});
