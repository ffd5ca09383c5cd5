import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin breaks component tests.
export default defineConfig({
  define: { "import.meta.env.PUBLIC_ORIGIN": JSON.stringify("https://pixelforge.studio") },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
