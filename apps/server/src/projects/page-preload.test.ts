import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { addProject, seedProjectsOnce } from "./service";
import { listProjects, removeProject } from "./store";

/** A web build of four pages, enough for the server to serve them. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "pixelforge-web-"));
  for (const page of ["", "about", "404", "portfolio/seo", "portfolio/logo-design"]) {
    mkdirSync(join(root, page), { recursive: true });
    writeFileSync(join(root, page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
  return root;
}

const id = "0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f";

describe.each(databaseKinds)("portfolio pages preload their first picture on %s", (kind) => {
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
});
