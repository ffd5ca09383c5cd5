import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical addresses are written into the prerendered pages at build time.
    "import.meta.env.PUBLIC_ORIGIN": JSON.stringify(
      process.env.PUBLIC_ORIGIN ?? "https://pixelforge.studio",
    ),
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: { assetsInlineLimit: 0 },
});
