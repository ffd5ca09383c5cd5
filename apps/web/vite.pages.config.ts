/**
 * The browser build of the prerendered pages (decision 023): one entry that hydrates a
 * page, and each prerendered route module, with "react-router" resolved to the small
 * stand-in of app/multipage/router.tsx. React Router's own build (vite.config.ts) still
 * prerenders every page and serves the client-rendered screens.
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { prerenderedModules } from "./app/site-map.ts";

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));

/**
 * A page's browser chunk needs its route module's component only: `meta` and `links` were
 * written into the prerendered head. Each page enters the build as `<module>?page`, a
 * module that re-exports the default alone, so the rest is left out of the chunk.
 */
function pageComponentsOnly(): Plugin {
  const suffix = "?page";
  return {
    name: "page-components-only",
    resolveId(source) {
      return source.endsWith(suffix) ? source : undefined;
    },
    load(id) {
      if (!id.endsWith(suffix)) return undefined;
      return `export { default } from ${JSON.stringify(id.slice(0, -suffix.length))};`;
    },
  };
}

export default defineConfig({
  plugins: [pageComponentsOnly()],
  resolve: { alias: [{ find: /^react-router$/, replacement: app("multipage/router.tsx") }] },
  // As vite.config.ts: canonical addresses follow PUBLIC_ORIGIN when it is set at build time.
  define: process.env.PUBLIC_ORIGIN
    ? { "import.meta.env.PUBLIC_ORIGIN": JSON.stringify(process.env.PUBLIC_ORIGIN) }
    : {},
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: ".vite/pages-manifest.json",
    rollupOptions: {
      input: [app("multipage/entry.tsx"), ...prerenderedModules.map((file) => `${app(file)}?page`)],
      preserveEntrySignatures: "exports-only",
    },
  },
});
