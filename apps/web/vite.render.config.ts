/**
 * The server's renderer of the portfolio pages' lists (decision 024): one module for Node,
 * with React bundled in, that the server loads from build/render at its first portfolio
 * page. "react-router" resolves to the pages' stand-in, as in their browser build
 * (vite.pages.config.ts), so the markup is the one those pages hydrate.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: app("multipage/router.tsx") }] },
  // React's production build, as the browser's.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: app("multipage/project-pages.server.tsx"),
    outDir: "build/render",
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
    minify: true,
    rollupOptions: { output: { entryFileNames: "project-pages.js" } },
  },
});
