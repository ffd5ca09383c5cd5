import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { expect, test } from "./fixtures";

/** A 4000 × 3000 camera-sized JPEG of over 5 MB, made here so the repository stays small. */
async function bigPhoto(): Promise<Buffer> {
  const size = { width: 4000, height: 3000, channels: 3 } as const;
  const grain = await sharp({
    create: { ...size, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  return sharp({ create: { ...size, background: "#b8753a" } })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 96 })
    .toBuffer();
}

test("an uploaded photo ships as WebP at three widths, in a <picture> with alt text", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const photo = await bigPhoto();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await page.goto("/WebSiteBuilder");
  await page.getByRole("button", { name: "+ Add product" }).click();
  await page.getByLabel("Product 1 title").fill("Chocolate truffle cake");
  await page
    .getByLabel("Upload product 1 image")
    .setInputFiles({ name: "cake.jpg", mimeType: "image/jpeg", buffer: photo });
  const address = page.getByLabel("Product 1 image", { exact: true });
  await expect(address).toHaveAttribute("placeholder", /Uploaded: cake\.jpg/, { timeout: 60_000 });
  await page.getByLabel("Product 1 image description (alt text)").fill("A dark chocolate cake");

  await page.getByRole("button", { name: "Generate Website" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download ZIP" }).click();
  const files = unzipSync(new Uint8Array(await readFile((await (await downloading).path()) ?? "")));
  const names = Object.keys(files);
  for (const width of [480, 960, 1600]) expect(names).toContain(`assets/cake-${width}.webp`);
  expect(names).not.toContain("assets/cake.jpg");
  expect(files["assets/cake-1600.webp"]?.length).toBeLessThanOrEqual(300 * 1024);
  const products = strFromU8(files["products.html"] ?? new Uint8Array());
  expect(products).toMatch(
    /<picture>(<source type="image\/avif"[^>]*>)?<source type="image\/webp" srcset="assets\/cake-480\.webp 480w, assets\/cake-960\.webp 960w, assets\/cake-1600\.webp 1600w" sizes="[^"]+">/,
  );
  expect(products).toContain('alt="A dark chocolate cake"');
  expect(products).toMatch(/src="assets\/cake-1600\.webp"[^>]* width="1600" height="1200"/);
  // The template's fonts travel with the site.
  expect(names.some((name) => /^assets\/fonts\/.+\.woff2$/.test(name))).toBe(true);
});

test("a pasted picture address that does not load is reported", async ({ page }) => {
  await page.goto("/WebSiteBuilder");
  await page.getByRole("button", { name: "+ Add image" }).click();
  await page
    .getByLabel("Carousel image 1", { exact: true })
    .fill("https://127.0.0.1:9/missing.jpg");
  await expect(page.getByText("This address did not load as a picture.")).toBeVisible();
});
