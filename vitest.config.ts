import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contracts", "packages/sitegen", "apps/server", "apps/web"],
  },
});
