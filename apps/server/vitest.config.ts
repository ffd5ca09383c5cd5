import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    // Process-level tests start the compiled server and a database: ~10 s on a quiet machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
