// `npm test`: installs what it needs, then lint, format, types, unit and API tests
// (PGlite, and PostgreSQL when DATABASE_URL is set), the build, and the browser journeys.
// Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { checkNode, ensureBuild, ensureDependencies, log, root, run } from "./bootstrap.mjs";
import { findChromium } from "./find-chromium.mjs";

checkNode();
ensureDependencies();

function ensureChromium() {
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

const cacheDir = join(root, ".cache");
mkdirSync(cacheDir, { recursive: true });
const failures = [];
const step = (name, command, args, options) => {
  log(name);
  const status = run(command, args, options);
  if (status !== 0) failures.push(name);
  return status;
};

const npx = (bin, ...args) => ["npx", ["--no-install", bin, ...args]];

step("Lint and format (Biome)", ...npx("biome", "check", "."));
for (const project of [
  "packages/contracts",
  "packages/sitegen",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
]) {
  step(`Type check ${project}`, ...npx("tsc", "-p", project));
}

const vitestReport = join(cacheDir, "vitest.json");
step(
  "Unit and API tests (Vitest)",
  ...npx(
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ),
);

ensureBuild();

const chromium = ensureChromium();
const playwrightReport = join(cacheDir, "playwright.json");
if (chromium) {
  const port = await freePort();
  step(
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
} else {
  failures.push("Browser journeys: no Chromium or Chrome found (set CHROMIUM_PATH)");
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    return undefined;
  }
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
if (chromium && playwright?.stats) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  passed += playwright.stats.flaky;
}

process.stdout.write("\n");
if (failures.length > 0) {
  process.stdout.write(`Failed steps:\n${failures.map((f) => `  - ${f}`).join("\n")}\n\n`);
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
