/**
 * For every route: the gzip bytes of JavaScript a visitor's browser downloads, and the
 * Lighthouse 12 mobile scores (performance, accessibility, best practices, SEO).
 * Targets (issue 3): 100/100/100 for a11y, best practices, SEO; performance ≥ 95;
 * at most 130 KB of gzip JS on /.
 */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { sitePages } from "../apps/web/app/site-map";
import { findChromium } from "../scripts/find-chromium.mjs";
import { startServer } from "./lib/server";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

async function gzipJsBytes(browserPath: string, url: string) {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: chromeFlags.slice(1),
  });
  const page = await browser.newPage();
  let total = 0;
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("javascript")) return;
    pending.push(
      response.body().then((body) => {
        total += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await browser.close();
  return total;
}

export async function benchPages(options: { routes?: string[]; lighthouse?: boolean } = {}) {
  const browserPath = findChromium();
  if (!browserPath) throw new Error("No Chromium found: set CHROMIUM_PATH");
  const routes =
    options.routes ??
    sitePages.filter((p) => !["/landing-page", "/register"].includes(p.path)).map((p) => p.path);
  const server = await startServer();
  const chrome =
    options.lighthouse === false
      ? undefined
      : await chromeLauncher.launch({ chromePath: browserPath, chromeFlags });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const route of routes) {
      const url = server.url + route;
      const js = await gzipJsBytes(browserPath, url);
      const row: Record<string, string | number> = {
        route,
        "gzip JS (KB)": (js / 1024).toFixed(1),
      };
      if (chrome) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        const categories = result?.lhr.categories ?? {};
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        row.performance = score("performance");
        row.accessibility = score("accessibility");
        row["best practices"] = score("best-practices");
        row.SEO = score("seo");
      }
      rows.push(row);
      process.stderr.write(`  measured ${route}\n`);
    }
  } finally {
    await chrome?.kill();
    await server.stop();
  }
  console.log("\nPages: gzip JS and Lighthouse 12 mobile scores");
  console.table(rows);
  return rows;
}
