import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contracts", "packages/sitegen", "apps/server", "apps/web"],
    // Vitest's default on a 2-core machine is one worker; most files wait on a database or
    // a child process rather than the CPU, so two run side by side (about a third faster).
    maxWorkers: 2,
  },
});
