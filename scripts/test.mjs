// `npm test`: installs what it needs, then lint, format, types, unit and API tests
// (PGlite, and PostgreSQL when DATABASE_URL is set), the builds, and the browser journeys.
// Prints how long each step took and ends with one line: "N passed, N failed".
// No step retries anything: a test that passes only on a second try has failed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import {
  checkNode,
  ensureDependencies,
  log,
  markWebBuilt,
  root,
  run,
  webBuildIsCurrent,
} from "./bootstrap.mjs";
import { findChromium } from "./find-chromium.mjs";

checkNode();
ensureDependencies();

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const failures = [];

/**
 * Runs one step. A step run beside another (`quiet`) keeps its output until it ends, so
 * the two never interleave; its output is printed only when it fails.
 */
function step(name, command, args, { env, quiet = false } = {}) {
  if (!quiet) log(name);
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? process.env,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(String(error))));
    child.on("close", (code) => {
      const ok = code === 0;
      const took = Date.now() - begun;
      timings.push({ name, took, ok });
      if (!ok) failures.push(name);
      if (quiet && !ok) process.stdout.write(Buffer.concat(output));
      log(`${ok ? "✓" : "✗"} ${name} (${seconds(took)})`);
      resolve(ok);
    });
  });
}

const npx = (bin, ...args) => ["npx", ["--no-install", bin, ...args]];

function installChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("which", ["apt-get"]).status === 0) {
    log("Installing Chromium from Debian (apt-get install chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update", "-qq"], { env });
    run("apt-get", ["install", "-y", "-qq", "chromium"], { env });
    return findChromium();
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

const cacheDir = join(root, ".cache");
mkdirSync(cacheDir, { recursive: true });
const vitestReport = join(cacheDir, "vitest.json");
const playwrightReport = join(cacheDir, "playwright.json");
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const typeChecked = [
  "packages/brand",
  "packages/contracts",
  "packages/sitegen",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
];

// Static checks use one core and the web build mostly the other: they run side by side.
async function staticChecks() {
  await step("Lint and format (Biome)", ...npx("biome", "check", "."), { quiet: true });
  for (const project of typeChecked) {
    await step(`Type check ${project}`, ...npx("tsc", "-p", project), { quiet: true });
  }
}
// The compiled server (decision 010) is what the process-level tests, Playwright and the
// bench run; it builds in about a second when its sources changed.
async function builds() {
  await step("Build the server", "node", ["scripts/build-server.mjs"], { quiet: true });
  await webBuild();
}
async function webBuild() {
  if (webBuildIsCurrent()) return log("Web build is current");
  if (await step("Build the web app", "npm", ["run", "build", "--silent"], { quiet: true })) {
    markWebBuilt();
  }
}
log("Static checks and the builds, side by side…");
await Promise.all([staticChecks(), builds()]);

await step(
  "Unit and API tests (Vitest)",
  ...npx(
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ),
);

const chromium = installChromium();
if (!chromium) {
  failures.push("Browser journeys: no Chromium or Chrome found (set CHROMIUM_PATH)");
} else if (failures.includes("Build the web app")) {
  failures.push("Browser journeys: skipped because the web build failed");
} else {
  const port = await freePort();
  await step(
    "Browser journeys (Playwright)",
    ...npx("playwright", "test", "-c", "e2e/playwright.config.ts"),
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(port),
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    },
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  passed += playwright.stats.expected;
  // A test that needed a second run to pass is not a pass.
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
}

process.stdout.write("\nStep times:\n");
for (const { name, took, ok } of timings) {
  process.stdout.write(`  ${ok ? "✓" : "✗"} ${seconds(took).padStart(8)}  ${name}\n`);
}
process.stdout.write(`  = ${seconds(Date.now() - started).padStart(8)}  in all\n\n`);
if (failures.length > 0) {
  process.stdout.write(`Failed steps:\n${failures.map((f) => `  - ${f}`).join("\n")}\n\n`);
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
