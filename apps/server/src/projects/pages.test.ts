import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { addProject, seedProjectsOnce } from "./service";
import { listProjects, removeProject } from "./store";

const LOADING = "<p>Loading</p>";

/**
 * A stand-in for the web build's renderer (apps/web/app/multipage/project-pages.server.tsx,
 * whose markup the web build checks): it lists the titles where the page says Loading.
 */
const renderer = `
export const projectPageSlugs = ["seo", "logo-design"];
export function fillProjectPage(html, slug, projects) {
  if (!html.includes(${JSON.stringify(LOADING)})) return undefined;
  const items = projects.map((p) => "<li>" + p.title + "</li>").join("");
  return html.replace(${JSON.stringify(LOADING)}, "<ul data-slug=" + slug + ">" + items + "</ul>");
}`;

/** A web build of a few pages, enough for the server to serve them, with the renderer or not. */
function webBuild({ withRenderer = true } = {}): string {
  const build = mkdtempSync(join(tmpdir(), "pixelforge-web-"));
  const root = join(build, "client");
  for (const page of ["", "about", "404", "portfolio/seo", "portfolio/logo-design"]) {
    mkdirSync(join(root, page), { recursive: true });
    const body = page.startsWith("portfolio/") && page !== "portfolio/logo-design" ? LOADING : "";
    writeFileSync(
      join(root, page, "index.html"),
      `<!doctype html><title>${page}</title><body>${body}</body>`,
    );
  }
  writeFileSync(join(build, "csp-hashes.json"), "{}");
  if (withRenderer) {
    mkdirSync(join(build, "render"));
    writeFileSync(join(build, "render", "project-pages.js"), renderer);
  }
  return root;
}

const id = "0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f";

describe.each(databaseKinds)("portfolio pages come with their list on %s", (kind) => {
  const t = useTestApp(kind, { webRoot: webBuild() }, { outboxWorker: false });
  const db = () => t.testDb.database.db;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("sends the first card's AVIF candidates as a Link header with the page", async () => {
    await seedProjectsOnce(db());
    for (const project of await listProjects(db(), "seo")) await removeProject(db(), project.id);
    await addProject(db(), {
      service: "seo",
      title: "Harbour Cafe",
      image: `/media/${id}/2000x1500`,
      description: "Local search for a cafe.",
    });
    await addProject(db(), {
      service: "seo",
      title: "Second",
      image: "/images/projects/second.svg",
      description: "Not first.",
    });

    const res = await get("/Portfolio/SEO/");
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      `</media/${id}/960.avif>; rel=preload; as=image; type="image/avif"; ` +
        `imagesrcset="/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1600.avif 1600w"; ` +
        `imagesizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"; fetchpriority=high`,
    );
  });

  it("preloads a seeded picture as it is, and nothing on other pages", async () => {
    const [first] = await listProjects(db(), "logo-design", { publishedOnly: true });
    expect(first?.image).toMatch(/^\/images\//);
    const res = await get("/portfolio/logo-design");
    expect(res.headers.link).toBe(`<${first?.image}>; rel=preload; as=image; fetchpriority=high`);
    for (const url of ["/", "/about", "/portfolio/cooking"]) {
      expect((await get(url)).headers.link).toBeUndefined();
    }
  });

  afterEach(() => vi.useRealTimers());

  it("writes the published list into the page, and a new page once the list changed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const first = await get("/portfolio/seo");
    const titles = (await listProjects(db(), "seo", { publishedOnly: true })).map((p) => p.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(first.body).toContain(`<ul data-slug=seo><li>${titles.join("</li><li>")}</li></ul>`);
    expect(first.body).not.toContain(LOADING);

    // The same page while the list stays: same tag, 304 to a browser that has it.
    const again = await get("/portfolio/seo");
    expect(again.headers.etag).toBe(first.headers.etag);
    const cached = await t.app.inject({
      method: "GET",
      url: "/portfolio/seo",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    await addProject(db(), {
      service: "seo",
      title: "Newest Client",
      image: "/images/projects/newest.svg",
      description: "Added by the agency.",
    });
    // The list is read again once its two seconds in the cache are over.
    vi.setSystemTime(Date.now() + 3000);
    const changed = await get("/portfolio/seo");
    expect(changed.body).toContain("<li>Newest Client</li></ul>");
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it("sends the completed page compressed as asked, the same page in every encoding", async () => {
    const plain = await get("/portfolio/seo");
    const ask = (encoding: string) =>
      t.app.inject({
        method: "GET",
        url: "/portfolio/seo",
        headers: { "accept-encoding": encoding },
      });
    const br = await ask("br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("serves a page the renderer does not recognise as it was built", async () => {
    const res = await get("/portfolio/logo-design");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("<!doctype html><title>portfolio/logo-design</title><body></body>");
  });
});

describe.each(databaseKinds)("portfolio pages without the renderer on %s", (kind) => {
  const t = useTestApp(kind, { webRoot: webBuild({ withRenderer: false }) });

  it("serves the page as built, which then asks for its list, with its picture preloaded", async () => {
    await seedProjectsOnce(t.testDb.database.db);
    const res = await t.app.inject({ method: "GET", url: "/portfolio/seo" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(LOADING);
    expect(res.headers.link).toMatch(/rel=preload; as=image/);
  });
});
