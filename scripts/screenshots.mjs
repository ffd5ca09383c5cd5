// Takes full-page screenshots of the running site at the widths we review.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (PNG files go to .cache/screenshots)
// SESSION=TOKEN signs the pages in (the token a login answers with), for /account and /staff.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { findChromium } from "./find-chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,768,1024,1280,1440").split(",").map(Number);
const out = ".cache/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    if (process.env.SESSION) {
      await page
        .context()
        .addCookies([{ name: "pf_session", value: process.env.SESSION, url: base }]);
      // The hint a login leaves, so the top bar shows the account at once.
      await page.addInitScript(() => localStorage.setItem("pf_signed_in", "1"));
    }
    await page.goto(base + path, { waitUntil: "networkidle" });
    if (process.env.SCROLL) await page.mouse.wheel(0, Number(process.env.SCROLL));
    await page.waitForTimeout(400);
    const name = `${out}/${path.replace(/\//g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !process.env.VIEWPORT_ONLY });
    console.log(name);
    await page.close();
  }
}
await browser.close();
