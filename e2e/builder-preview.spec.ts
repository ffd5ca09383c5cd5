import { expect, test } from "./fixtures";

const frameOf = (page: import("@playwright/test").Page) =>
  page.frameLocator("iframe[title^='Live preview']");

test("the preview follows links inside it, changes width and comes back after a reload", async ({
  page,
}) => {
  await page.goto("/WebSiteBuilder");
  await page.getByLabel("Website Name").fill("Crumb & Co.");
  await page.getByRole("button", { name: "+ Add product" }).click();
  await page.getByLabel("Product 1 title").fill("Country sourdough");
  await page.getByRole("button", { name: "Generate Website" }).click();

  const frame = frameOf(page);
  await frame.getByRole("navigation").getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("tab", { name: "products.html" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(frame.getByRole("heading", { name: "Country sourdough" })).toBeVisible();

  await page.getByRole("button", { name: "Phone" }).click();
  await expect(page.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
  const iframe = page.locator("iframe[title^='Live preview']");
  await expect(iframe).toHaveJSProperty("offsetWidth", 375);
  // At phone width the generated page offers its menu button.
  await frame.getByRole("button", { name: "Menu" }).click();
  await expect(frame.getByRole("button", { name: "Menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  await page.reload();
  await expect(page.getByRole("tab", { name: "products.html" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
  await expect(frameOf(page).getByRole("heading", { name: "Country sourdough" })).toBeVisible();
});

test("the preview sits beside the form on a laptop and stays in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/WebSiteBuilder");
  await page.getByRole("button", { name: "Generate Website" }).click();
  const preview = page.getByRole("heading", { name: "Live Preview" });
  const form = page.getByRole("form", { name: "Website details" });
  const [formBox, previewBox] = [await form.boundingBox(), await preview.boundingBox()];
  expect(previewBox?.x).toBeGreaterThan((formBox?.x ?? 0) + (formBox?.width ?? 0) - 1);
  await page.getByLabel("Position 4").scrollIntoViewIfNeeded();
  await expect(page.locator("iframe[title^='Live preview']")).toBeInViewport();
});

test("the builder does not scroll sideways on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/WebSiteBuilder");
  await page.getByRole("button", { name: "Generate Website" }).click();
  await expect(page.getByRole("heading", { name: "Live Preview" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("the page tabs answer the arrow keys, Home and End", async ({ page }) => {
  await page.goto("/WebSiteBuilder");
  await page.getByLabel("Website Name").fill("Crumb & Co.");
  await page.getByRole("button", { name: "Generate Website" }).click();
  const tab = (name: string) => page.getByRole("tab", { name });
  await tab("index.html").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("products.html")).toBeFocused();
  await expect(tab("products.html")).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("iframe[title='Live preview of products.html']")).toBeVisible();
  await page.keyboard.press("End");
  await expect(tab("contact.html")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("index.html")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("contact.html")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("index.html")).toBeFocused();
  await expect(tab("contact.html")).toHaveAttribute("tabindex", "-1");
});
