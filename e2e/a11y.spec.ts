import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sitePages } from "../apps/web/app/site-map";

const paths = [...sitePages.map((p) => p.path), "/no-such-page"];

for (const path of paths) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
    // No CSP violations, hydration errors or missing files.
    expect(errors.filter((e) => !(path === "/no-such-page" && e.includes("404")))).toEqual([]);
  });
}

test("axe finds no violations on a phone-sized home page with the drawer open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
