import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { bakeryExample } from "@pixelforge/sitegen/bakery-example";
import { readTemplateFonts } from "@pixelforge/sitegen/read-fonts";
import { renderSite } from "@pixelforge/sitegen/render-site";
import { type SiteAsset, TEMPLATES } from "@pixelforge/sitegen/site-config";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bakeryPhotoAssets, LOGO_NAME } from "./photo-assets";

const PAGES = ["index", "products", "testimonials", "blog", "contact", "about"];

let photos: Map<string, SiteAsset>;

test.beforeAll(async () => {
  // Encoding every picture at every size takes seconds on a busy machine.
  test.setTimeout(60_000);
  photos = await bakeryPhotoAssets();
});

/**
 * The bakery example, with real photos and optionally an uploaded logo, written to a
 * folder as a visitor would unzip it.
 */
function writeSite(
  template: (typeof TEMPLATES)[number],
  dark: boolean,
  { logo = false } = {},
): string {
  const { config } = bakeryExample();
  const files = renderSite(
    { ...config, template, enableDarkMode: dark, logo: logo ? LOGO_NAME : "" },
    photos,
    { fonts: readTemplateFonts(template) },
  );
  const dir = mkdtempSync(join(tmpdir(), `site-${template}-`));
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/**
 * Pictures on the page that did not load, once the visitor has scrolled to the bottom (lazy
 * pictures load only near the viewport). Back at the top afterwards, where axe starts.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => !(img.complete && img.naturalWidth > 0))
      .map((img) => img.currentSrc || img.src),
  );
}

for (const template of TEMPLATES) {
  for (const dark of [true, false]) {
    test(`${template} ${dark ? "dark" : "light"}: every page passes axe and works from file:// alone`, async ({
      page,
    }) => {
      // axe on six pages takes a while on a busy machine.
      test.setTimeout(150_000);
      // Light sites carry an uploaded logo in the header, dark ones the initial.
      const logo = !dark;
      const dir = writeSite(template, dark, { logo });
      const folder = pathToFileURL(dir).href;
      const outside: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(folder) && !url.startsWith("data:")) outside.push(url);
      });
      await page.emulateMedia({ reducedMotion: "reduce" });
      let pictures = 0;
      for (const name of PAGES) {
        await page.goto(`${folder}/${name}.html`);
        await expect(page.locator("html")).toHaveClass(/\bjs\b/);
        pictures += await page.locator("img").count();
        if (logo) await expect(page.locator(`a.brand img[src="${LOGO_NAME}"]`)).toBeVisible();
        expect(await brokenImages(page), name).toEqual([]);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`,
          ),
        ).toEqual([]);
      }
      expect(pictures).toBeGreaterThan(10);
      expect(outside).toEqual([]);
    });
  }
}

test("on a phone the generated site has a working menu button and no sideways scroll", async ({
  page,
}) => {
  const folder = pathToFileURL(writeSite("warm", false)).href;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${folder}/index.html`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/products\.html$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // The Send button uses the page's font, like the inputs.
  await page.goto(`${folder}/contact.html`);
  const fonts = await page.evaluate(() =>
    ["body", "button[type=submit]", "input[name=name]"].map(
      (selector) => getComputedStyle(document.querySelector(selector) as Element).fontFamily,
    ),
  );
  expect(new Set(fonts).size).toBe(1);
});

test("prices are drawn in the template's font from the small rupee file, not latin-ext", async ({
  page,
}) => {
  const folder = pathToFileURL(writeSite("bold", true)).href;
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url().replace(/.*\//, ""));
  });
  await page.goto(`${folder}/products.html`);
  await expect(page.locator(".price").first()).toHaveText(/^₹/);
  // The page's script adds the fonts' stylesheet once the page has loaded and painted.
  await expect(page.locator("link#site-fonts")).toHaveAttribute("href", "assets/fonts.css");
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.unicodeRange === "U+20B9")
          .map((face) => `${face.family} ${face.status}`);
      }),
    )
    .toContain("Inter loaded");
  expect(fonts).toContain("inter-rupee-wght-normal.woff2");
  expect(fonts.filter((file) => file.includes("latin-ext"))).toEqual([]);
});

test("content is revealed on scroll with a 1000 ms fade", async ({ page }) => {
  const folder = pathToFileURL(writeSite("bold", true)).href;
  await page.goto(`${folder}/index.html`);
  const card = page.locator('section[aria-labelledby="testimonials-title"] li.reveal').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveClass(/is-visible/);
  await expect(card).toHaveCSS("transition-duration", "1s, 1s");
});

test("a contact form sent to a form service thanks the visitor, or says it failed", async ({
  page,
}) => {
  const { config, assets } = bakeryExample();
  const files = renderSite(
    { ...config, contactForm: "endpoint", formEndpoint: "https://forms.example/f/abc" },
    assets,
  );
  const dir = mkdtempSync(join(tmpdir(), "site-form-"));
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  const received: string[] = [];
  let answer = 200;
  // A local stand-in for Formspree: it records the fields and answers as told.
  await page.route("https://forms.example/f/abc", async (route) => {
    received.push(route.request().postData() ?? "");
    await route.fulfill({ status: answer, contentType: "application/json", body: "{}" });
  });
  await page.goto(`${pathToFileURL(dir).href}/contact.html`);
  const fill = async () => {
    await page.getByLabel("Your name").fill("Ananya");
    await page.getByLabel("Your email").fill("ananya@example.com");
    await page.getByLabel("Message").fill("A cake for Saturday, please.");
  };
  await fill();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
  expect(received[0]).toContain("A cake for Saturday");
  expect(received[0]).toContain('name="_gotcha"');

  answer = 500;
  await fill();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Failed to send. Please try again.");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
});
