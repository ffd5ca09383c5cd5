import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Larger files are not expected in the web build; they would be served by a CDN anyway. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Screens rendered in the browser only (the staff workspace, a visitor's ticket, the
 * account's tickets): answered with the build's SPA shell, never indexed.
 */
const clientRendered = /^\/(staff(\/.*)?|tickets\/[^/]+|account\/tickets(\/[^/]+)?)\/?$/i;

/**
 * Screens only a signed-in person can use. A browser without a session cookie is sent to
 * log in at once, by the server: the page need not load, run its script and ask the API
 * first (a visitor on a slow phone saw a blank account page for seconds).
 */
const signedInOnly = /^\/(staff(\/.*)?|account(\/tickets(\/[^/]+)?)?)\/?$/i;

/** Old addresses that now live elsewhere. */
const movedPages: Record<string, string> = {
  "/landing-page": "/",
  "/register": "/signup",
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  securityPolicy?: string;
}

function pageSecurityPolicy(scriptHashes: readonly string[]): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes} https://accounts.google.com/gsi/client`.replace(/\s+/g, " "),
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self' https://accounts.google.com/gsi/",
    "frame-src 'self' blob: https://accounts.google.com/gsi/",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Reads the whole prerendered build into memory (a few MB): files by path, pages by their
 * lower-case address, with their precompressed variants and per-page CSP. Serving then
 * touches neither the disk nor libuv's thread pool, which argon2 hashing keeps busy.
 */
async function loadSite(root: string) {
  const files = new Map<string, StaticFile>();
  const pages = new Map<string, StaticFile>();
  const hashesFile = join(root, "..", "csp-hashes.json");
  const scriptHashes: Record<string, string[]> = existsSync(hashesFile)
    ? JSON.parse(readFileSync(hashesFile, "utf8"))
    : {};
  const entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
  );
  // Read side by side (a few hundred files): one after the other, they held the start back.
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const rel = relative(root, path).split(sep).join("/");
      const body = await readFile(path);
      if (body.length > MAX_FILE_BYTES) return undefined;
      const optional = async (suffix: string) =>
        existsSync(path + suffix) ? readFile(path + suffix) : undefined;
      const [br, gzip] = await Promise.all([optional(".br"), optional(".gz")]);
      const isHtml = rel.endsWith(".html");
      const file: StaticFile = {
        body,
        br,
        gzip,
        type: TYPES[extname(rel).toLowerCase()] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: rel.startsWith("assets/")
          ? IMMUTABLE
          : isHtml
            ? "no-cache"
            : "public, max-age=3600",
        ...(isHtml ? { securityPolicy: pageSecurityPolicy(scriptHashes[rel] ?? []) } : {}),
      };
      return { name: entry.name, rel, file };
    }),
  );
  for (const item of loaded) {
    if (!item) continue;
    files.set(`/${item.rel}`, item.file);
    if (item.name === "index.html") {
      const page = `/${item.rel.replace(/(^|\/)index\.html$/, "")}`.toLowerCase();
      // Two spellings of one page (/Portfolio, /portfolio) share an address: keep either.
      if (!pages.has(page)) pages.set(page, item.file);
    }
  }
  return { files, pages };
}

/** What the server adds to a prerendered page at request time. */
export interface PageCompletion {
  /** A `Link` header to send with the page. */
  link?: string;
  /** Content written into the page; the result is kept while `key` stays the same. */
  content?: { key: string; fill: (html: string) => string | undefined };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page's HTML as a file to send, compressed once (a middle level: it is done per change). */
async function completedFile(page: StaticFile, html: string): Promise<StaticFile> {
  const body = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(body, { level: 6 }),
  ]);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { ...page, body, br, gzip, etag };
}

/**
 * Completes pages with `complete`'s content, keeping the last result of each page until
 * its key changes: one render and one compression per change, not per request.
 */
function pageCompleter(complete: (page: string) => Promise<PageCompletion | undefined>) {
  const done = new Map<string, { key: string; file: Promise<StaticFile> }>();
  return async (page: string, file: StaticFile) => {
    const completion = await complete(page);
    const content = completion?.content;
    if (!content) return { file, link: completion?.link };
    const key = `${file.etag} ${content.key}`;
    let entry = done.get(page);
    if (entry?.key !== key) {
      const html = content.fill(file.body.toString("utf8"));
      entry = { key, file: html === undefined ? Promise.resolve(file) : completedFile(file, html) };
      done.set(page, entry);
    }
    return { file: await entry.file, link: completion.link };
  };
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  reply.header("content-type", file.type);
  reply.header("cache-control", file.cacheControl);
  reply.header("etag", file.etag);
  reply.header("vary", "accept-encoding");
  if (file.securityPolicy) reply.header("content-security-policy", file.securityPolicy);
  if (status === 200 && request.headers["if-none-match"] === file.etag)
    return reply.status(304).send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br;
    reply.header("content-encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    reply.header("content-encoding", "gzip");
  }
  return reply.status(status).send(body);
}

/**
 * Serves the prerendered web build: hashed assets cached for a year, pages revalidated,
 * page addresses matched without regard to case, and a real 404 page for the rest.
 * Returns a handler for unknown page paths, or undefined when there is no build.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  root: string,
  /** Whether the request carries a session cookie (valid or not: the page checks that). */
  hasSessionCookie: (request: FastifyRequest) => boolean,
  /** What to add to a page (its address, lower case) at request time, if anything. */
  complete: (page: string) => Promise<PageCompletion | undefined> = async () => undefined,
) {
  if (!existsSync(join(root, "index.html"))) {
    app.log.warn({ root }, "web build not found: pages are not served (run npm run build)");
    return { notFound: undefined };
  }
  const { files, pages } = await loadSite(root);
  const notFoundPage = pages.get("/404");
  const clientShell = files.get("/__spa-fallback.html");
  const completed = pageCompleter(complete);

  for (const [from, to] of Object.entries(movedPages)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  const notFound = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (signedInOnly.test(path) && !hasSessionCookie(request)) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(`/login?next=${encodeURIComponent(path + query)}`, 302);
    }
    const page = path.replace(/\/+$/, "").toLowerCase() || "/";
    const file = files.get(path) ?? pages.get(page);
    if (file?.securityPolicy) {
      const completion = await completed(page, file);
      if (completion.link) reply.header("link", completion.link);
      return send(request, reply, completion.file);
    }
    if (file) return send(request, reply, file);
    if (clientShell && clientRendered.test(path)) {
      reply.header("x-robots-tag", "noindex");
      return send(request, reply, clientShell);
    }
    if (notFoundPage) return send(request, reply, notFoundPage, 404);
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .send("<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  };
  return { notFound };
}
