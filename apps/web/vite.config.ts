import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Canonical addresses are written into the prerendered pages at build time; without
  // PUBLIC_ORIGIN, page-meta.ts falls back to the brand's domain.
  define: process.env.PUBLIC_ORIGIN
    ? { "import.meta.env.PUBLIC_ORIGIN": JSON.stringify(process.env.PUBLIC_ORIGIN) }
    : {},
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: { assetsInlineLimit: 0 },
});
