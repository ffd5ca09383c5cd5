/**
 * Runs after `react-router build`: inlines the stylesheet into every page, hashes every
 * inline script for the server's Content-Security-Policy, writes sitemap.xml and robots.txt
 * from the page list, and precompresses text files so the server sends them without
 * compressing on the fly.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { canonicalUrl, publicOrigin } from "../app/lib/page-meta";
import { sitePages } from "../app/site-map";
import { inlineStylesheets, startScriptsAfterFirstPaint } from "./page-transforms";

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

async function main() {
  const all = await files(clientDir);
  const hashes: Record<string, string[]> = {};
  const css = new Map<string, string>();
  const readCss = (href: string) => {
    if (!css.has(href)) css.set(href, readFileSync(join(clientDir, href), "utf8").trim());
    return css.get(href) as string;
  };
  for (const file of all.filter((f) => f.endsWith(".html"))) {
    const rel = relative(clientDir, file).split(sep).join("/");
    const styled = inlineStylesheets(await readFile(file, "utf8"), readCss);
    // The client-rendered screens' shell paints nothing before its scripts run: waiting
    // for its first paint would wait for ever.
    const html = rel === "__spa-fallback.html" ? styled : startScriptsAfterFirstPaint(styled);
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
