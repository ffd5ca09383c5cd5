/**
 * Runs after `react-router build` and the pages' browser build (vite.pages.config.ts):
 * checks that each prerendered page hydrates to the same markup, gives it its own scripts
 * instead of React Router's (decision 023), inlines the stylesheet into every page, hashes every
 * inline script for the server's Content-Security-Policy, writes sitemap.xml and robots.txt
 * from the page list, and precompresses text files so the server sends them without
 * compressing on the fly.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { canonicalUrl, publicOrigin } from "../app/lib/page-meta";
import { prerenderedModule, sitePages } from "../app/site-map";
import { checkHydration, type PrerenderedPage } from "./hydration-check";
import { hydratePageAfterFirstPaint, inlineStylesheets, type PageScripts } from "./page-transforms";

const buildDir = fileURLToPath(new URL("../build", import.meta.url));
const clientDir = join(buildDir, "client");

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

function sitemapXml(paths: string[]): string {
  const urls = paths
    .map(
      (path) => `  <url><loc>${path === "/" ? `${publicOrigin}/` : canonicalUrl(path)}</loc></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The pages' build manifest: each page's entry, route module and what they import. */
async function readPagesManifest(): Promise<(module: string) => PageScripts> {
  const manifestDir = join(clientDir, ".vite");
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(join(manifestDir, "pages-manifest.json"), "utf8"),
  );
  // Not a file to serve.
  await rm(manifestDir, { recursive: true, force: true });
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`postbuild: ${key} is not in the pages' build`);
    return found;
  };
  const withImports = (key: string, into: Set<string>) => {
    const { file, imports = [] } = chunk(key);
    if (into.has(`/${file}`)) return;
    into.add(`/${file}`);
    for (const imported of imports) withImports(imported, into);
  };
  const entryKey = "app/multipage/entry.tsx";
  return (module) => {
    const modules = new Set<string>();
    withImports(entryKey, modules);
    // vite.pages.config.ts: each page enters its build as `<module>?page`.
    const routeKey = `app/${module}?page`;
    withImports(routeKey, modules);
    return {
      entry: `/${chunk(entryKey).file}`,
      route: `/${chunk(routeKey).file}`,
      modules: [...modules],
    };
  };
}

/** The address a prerendered file was written for: "about/index.html" → "/about". */
const pagePath = (rel: string) => `/${rel.replace(/(^|\/)index\.html$/, "")}`;

async function main() {
  const scriptsOf = await readPagesManifest();
  const all = await files(clientDir);
  const pages: PrerenderedPage[] = [];
  for (const file of all.filter((f) => f.endsWith("index.html"))) {
    const path = pagePath(relative(clientDir, file).split(sep).join("/"));
    const module = prerenderedModule(path);
    if (!module) throw new Error(`postbuild: no route module renders ${path}`);
    pages.push({ path, module, html: await readFile(file, "utf8") });
  }
  const problems = await checkHydration(pages);
  if (problems.length > 0) {
    throw new Error(
      `postbuild: these pages would hydrate to other markup than was prerendered:\n  ${problems.join("\n  ")}`,
    );
  }

  const hashes: Record<string, string[]> = {};
  const css = new Map<string, string>();
  const readCss = (href: string) => {
    if (!css.has(href)) css.set(href, readFileSync(join(clientDir, href), "utf8").trim());
    return css.get(href) as string;
  };
  const prerendered = new Map(pages.map((page) => [page.path, page.html]));
  for (const file of all.filter((f) => f.endsWith(".html"))) {
    const rel = relative(clientDir, file).split(sep).join("/");
    const original = prerendered.get(pagePath(rel)) ?? (await readFile(file, "utf8"));
    const styled = inlineStylesheets(original, readCss);
    // The client-rendered screens' shell keeps React Router, which renders them; it paints
    // nothing before its scripts run, so it must not wait for a first paint either.
    const module = rel === "__spa-fallback.html" ? undefined : prerenderedModule(pagePath(rel));
    const html = module ? hydratePageAfterFirstPaint(styled, scriptsOf(module)) : styled;
    await writeFile(file, html);
    hashes[rel] = inlineScriptHashes(html);
  }
  await writeFile(join(buildDir, "csp-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);

  // The SPA fallback serves only the client-rendered screens (site-map.ts: clientRoutes);
  // every other unknown path gets the 404 page.

  const sitemapPaths = sitePages.filter((p) => p.sitemap).map((p) => p.path);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(sitemapPaths));
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`,
  );

  let compressed = 0;
  for (const file of await files(clientDir)) {
    if (!/\.(html|js|css|svg|json|xml|txt|ico)$/.test(file)) continue;
    const content = await readFile(file);
    if (content.length < 1024) continue;
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed++;
  }
  console.log(
    `postbuild: ${Object.keys(hashes).length} pages hashed, ${sitemapPaths.length} URLs in sitemap, ${compressed} files precompressed`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
