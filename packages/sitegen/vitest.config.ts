import { defineConfig } from "vitest/config";

// html-validate and sharp take seconds on a busy shared machine; no test waits on a timer.
export default defineConfig({
  test: { name: "sitegen", environment: "node", testTimeout: 30_000 },
});
