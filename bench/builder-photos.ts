/**
 * The Website Builder in a real browser (Chromium) with 20 camera photos of 3–5 MB, chosen
 * one after another without waiting: the page's image worker makes their web sizes one at
 * a time (the progress line shows meanwhile), then the site is generated and its ZIP
 * downloaded.
 * Printed: time to prepare all 20 photos, time to generate and download, the ZIP's size.
 */
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { findChromium } from "../scripts/find-chromium.mjs";
import { startServer } from "./lib/server";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);

/** A noisy 4000×3000 JPEG (3–5 MB, like a phone's), tinted differently each time. */
async function photo(index: number): Promise<Buffer> {
  const size = { width: 4000, height: 3000, channels: 3 } as const;
  const grain = await sharp({
    create: { ...size, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } },
  })
    .png()
    .toBuffer();
  const hue = (index * 37) % 360;
  return sharp({ create: { ...size, background: `hsl(${hue}, 45%, 50%)` } })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export async function benchBuilderPhotos() {
  console.log(`\nWebsite Builder in Chromium: ${PHOTOS} photos of 3–5 MB`);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
  const megabytes = photos.map((p) => p.length / 1024 / 1024);
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    page.setDefaultTimeout(Number(process.env.BENCH_WAIT ?? 900_000));
    await page.goto(`${server.url}/WebSiteBuilder`);
    await page.getByLabel("Website Name").fill("Crumb & Co. Bakery");
    for (let i = 1; i <= PHOTOS; i++) {
      await page.getByRole("button", { name: "+ Add product" }).click();
      await page.getByLabel(`Product ${i} title`).fill(`Loaf ${i}`);
    }
    let progressSeen = 0;
    const uploaded = (i: number) =>
      page
        .locator(`[placeholder*="Uploaded: loaf-${i}.jpg"]`)
        .waitFor({ timeout: Number(process.env.BENCH_WAIT ?? 900_000) });
    const started = performance.now();
    try {
      // All twenty chosen in quick succession; the page prepares them one after another.
      for (let i = 1; i <= PHOTOS; i++) {
        await page.getByLabel(`Upload product ${i} image`).setInputFiles({
          name: `loaf-${i}.jpg`,
          mimeType: "image/jpeg",
          buffer: photos[i - 1] ?? Buffer.alloc(0),
        });
      }
      for (let i = 1; i <= PHOTOS; i++) {
        // The person sees that something is happening while pictures are prepared.
        if (await page.getByText(/Preparing the picture for the web/).count()) progressSeen++;
        await uploaded(i);
      }
    } catch (error) {
      await page.screenshot({ path: "/tmp/bench-builder.png", fullPage: true });
      throw error;
    }
    const prepared = performance.now() - started;

    const generating = performance.now();
    await page.getByRole("button", { name: "Generate Website" }).click();
    const download = page.waitForEvent("download", { timeout: 300_000 });
    await page.getByRole("button", { name: "Download ZIP" }).click();
    const zip = await readFile((await (await download).path()) ?? "");
    const generated = performance.now() - generating;

    console.table([
      {
        photos: PHOTOS,
        "photo MB (min–max)": `${Math.min(...megabytes).toFixed(1)}–${Math.max(...megabytes).toFixed(1)}`,
        "prepare all, s": (prepared / 1000).toFixed(1),
        "per photo, s": (prepared / 1000 / PHOTOS).toFixed(2),
        "generate + download, s": (generated / 1000).toFixed(1),
        "ZIP MB": (zip.length / 1024 / 1024).toFixed(1),
        "progress line shown while waiting": `${progressSeen} of ${PHOTOS} checks`,
      },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
