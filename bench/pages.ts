/**
 * For every route: the gzip bytes of JavaScript a cold load downloads (against its budget),
 * and the Lighthouse 12 mobile scores (performance, accessibility, best practices, SEO),
 * each the median of several runs with its spread. A run that fails is reported as an error
 * with its reason, never as a score.
 * Targets (issue 15): 100/100/100/100 on every route; gzip JS ≤ 110 KB on content pages,
 * ≤ 125 KB on pages with a form, ≤ 150 KB on the Website Builder before any interaction.
 */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type Browser, chromium } from "playwright-core";
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

/** Pages whose first screen holds a form: they may carry its schema and form library. */
const formPages = new Set([
  "/contact",
  "/submit-ticket",
  "/login",
  "/signup",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/account",
]);

/** gzip KB (1 KB = 1,024 bytes) of all JavaScript a cold load of the route downloads. */
export function jsBudgetKb(route: string): number {
  if (route.toLowerCase() === "/websitebuilder") return 150;
  return formPages.has(route.toLowerCase()) ? 125 : 110;
}

const categories = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["best-practices", "best practices"],
  ["seo", "SEO"],
] as const;

/**
 * A cold load of `url` in a fresh context (empty cache) of `browser`: the gzip bytes of
 * every JavaScript response until the network is idle, and what the page logged as an
 * error or a warning (hydration problems show there).
 */
async function coldLoad(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let total = 0;
  const pending: Promise<void>[] = [];
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`uncaught: ${error.message}`));
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("javascript")) return;
    pending.push(
      response.body().then((body) => {
        total += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  try {
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return { bytes: total, messages };
}

type Scores = Record<(typeof categories)[number][0], number>;

/** One Lighthouse run: the four scores, or the reason it failed. */
async function lighthouseRun(url: string, port: number): Promise<Scores | { error: string }> {
  try {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) return { error: "Lighthouse returned no report" };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const scores = {} as Scores;
    for (const [key] of categories) {
      const score = lhr.categories[key]?.score;
      if (typeof score !== "number") {
        const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
        return {
          error: `no ${key} score${failed ? ` (${failed.id}: ${failed.errorMessage})` : ""}`,
        };
      }
      scores[key] = Math.round(score * 100);
    }
    return scores;
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "100" when every run agrees, else "99 (97–100)": the median and the spread. */
export function medianWithSpread(values: number[]): string {
  if (values.length === 0) return "error";
  const low = Math.min(...values);
  const high = Math.max(...values);
  const mid = median(values);
  return low === high ? String(mid) : `${mid} (${low}–${high})`;
}

export async function benchPages(
  options: { routes?: string[]; lighthouse?: boolean; runs?: number } = {},
) {
  const browserPath = findChromium();
  if (!browserPath) throw new Error("No Chromium found: set CHROMIUM_PATH");
  const runs = Math.max(1, options.runs ?? 3);
  const routes =
    options.routes ??
    sitePages.filter((p) => !["/landing-page", "/register"].includes(p.path)).map((p) => p.path);
  const server = await startServer();
  const chrome =
    options.lighthouse === false
      ? undefined
      : await chromeLauncher.launch({ chromePath: browserPath, chromeFlags });
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: chromeFlags.slice(1),
  });
  const rows: Record<string, string>[] = [];
  const errors: string[] = [];
  const logged: string[] = [];
  try {
    for (const route of routes) {
      const url = server.url + route;
      if (server.process.exitCode !== null || server.process.signalCode !== null)
        throw new Error(
          `the server stopped (${server.process.signalCode ?? server.process.exitCode})`,
        );
      const load = await coldLoad(browser, url);
      for (const line of load.messages) logged.push(`${route}: ${line}`);
      const kb = load.bytes / 1024;
      const budget = jsBudgetKb(route);
      const row: Record<string, string> = {
        route,
        "gzip JS (KB)": kb.toFixed(1),
        budget: `${budget} ${kb <= budget ? "within" : "OVER"}`,
      };
      if (chrome) {
        const done: Scores[] = [];
        for (let run = 1; run <= runs; run++) {
          const result = await lighthouseRun(url, chrome.port);
          if ("error" in result) errors.push(`${route} run ${run}: ${result.error}`);
          else done.push(result);
        }
        for (const [key, label] of categories) {
          row[label] = medianWithSpread(done.map((scores) => scores[key]));
        }
        row.runs = done.length === runs ? String(runs) : `${done.length}/${runs}`;
      }
      rows.push(row);
      process.stderr.write(`  measured ${route}\n`);
    }
  } finally {
    await browser.close();
    await chrome?.kill();
    await server.stop();
  }
  console.log(
    `\nPages: gzip JS (a cold load, before any interaction) and Lighthouse 12 mobile scores` +
      (chrome ? ` (median of ${runs} runs, spread in brackets)` : ""),
  );
  console.table(rows);
  if (logged.length > 0) {
    console.log(`Errors and warnings the pages logged during the cold load:`);
    for (const line of logged) console.log(`  ! ${line}`);
  }
  if (errors.length > 0) {
    console.log(`Lighthouse runs that failed (not counted in the figures above):`);
    for (const error of errors) console.log(`  ✗ ${error}`);
  }
  return rows;
}
