import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { serverPort as port, smtpPort } from "./env";

export const baseURL = `http://localhost:${port}`;

// The server's data folder, the same in the runner and its workers (they inherit the
// environment): journeys run the CLIs against the running server through it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "pixelforge-e2e-"));
export const dataDir = process.env.E2E_DATA_DIR;

const chromiumFlags = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  // Two workers on every machine: the suite is written so that no test depends on speed.
  workers: 2,
  retries: 0,
  // Generous limits cost nothing when a test passes, and a loaded 2-core machine can take
  // several seconds to hydrate a page; no test waits on a timer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The compiled server, as production runs it (built first if its sources changed).
    command: "node scripts/build-server.mjs && exec node apps/server/dist/main.js",
    cwd: join(import.meta.dirname, ".."),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000, // a fresh embedded database runs initdb first: over a minute on a busy machine
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      // Each test sends its own X-Forwarded-For (see fixtures.ts).
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    },
  },
});
