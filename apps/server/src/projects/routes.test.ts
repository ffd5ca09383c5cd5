import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { projectsResponse } from "@pixelforge/contracts/projects";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { addProject, ImportError, importLegacyFile, seedProjectsOnce } from "./service";
import { listProjects, removeProject } from "./store";

describe.each(databaseKinds)("projects on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const db = () => t.testDb.database.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("seeds three or more projects per service once, and never again", async () => {
    expect(await seedProjectsOnce(db())).toBeGreaterThanOrEqual(12);
    for (const service of ["web-development", "logo-design", "ui-ux-design", "seo"] as const) {
      expect((await listProjects(db(), service)).length).toBeGreaterThanOrEqual(3);
    }
    const [first] = await listProjects(db(), "seo");
    await db().execute(
      sql`update projects set title = 'Renamed by the agency' where id = ${first!.id}`,
    );
    const [gone] = await listProjects(db(), "logo-design");
    await removeProject(db(), gone!.id);
    expect(await seedProjectsOnce(db())).toBe(0);
    expect((await listProjects(db(), "seo"))[0]?.title).toBe("Renamed by the agency");
    expect((await listProjects(db(), "logo-design")).map((p) => p.id)).not.toContain(gone!.id);
  });

  it("lists a service's projects in order, with tags as a list", async () => {
    const res = await get("/api/projects?service=web-development");
    expect(res.statusCode).toBe(200);
    const { projects } = projectsResponse.parse(res.json());
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(
      projects.every(
        (p) => p.service === "web-development" && p.projectLink?.startsWith("https://"),
      ),
    ).toBe(true);
    expect(projects[0]?.tags).toEqual(["Next.js", "Booking", "Local SEO"]);
  });

  it("answers 400 JSON for a missing or unknown service", async () => {
    for (const url of [
      "/api/projects",
      "/api/projects?service=cooking",
      "/api/projects?service=",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.service[0]).toMatch(/must be one of/);
    }
  });

  it("sends an ETag and answers 304 to a repeat visit", async () => {
    const first = await get("/api/projects?service=seo");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const again = await get("/api/projects?service=seo", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("adds and removes projects, splitting comma-separated tags", async () => {
    const added = await addProject(db(), {
      service: "ui-ux-design",
      title: "Kiosk redesign",
      image: "/images/projects/meditrack-app.svg",
      description: "Self-service kiosk for a cinema.",
      tags: " Kiosk ,  Touch UI,, ",
    });
    expect(added.tags).toEqual(["Kiosk", "Touch UI"]);
    expect((await listProjects(db(), "ui-ux-design")).at(-1)?.id).toBe(added.id);
    expect(await removeProject(db(), added.id)).toBe(true);
    expect(await removeProject(db(), added.id)).toBe(false);
    await expect(
      addProject(db(), { service: "seo", title: "", image: "x", description: "d" }),
    ).rejects.toThrow();
  });

  it("imports a json-server file in one go, or nothing when an item is bad", async () => {
    const before = (await listProjects(db())).length;
    const counts = await importLegacyFile(db(), {
      webprojects: [
        {
          Title: "Old site",
          image: "https://cdn.example.com/a.png",
          description: "d",
          tags: "HTML, CSS",
          projectLink: "https://old.example.com",
        },
      ],
      logoProjects: [
        {
          Title: "Old logo",
          image: "/images/projects/orbit-coworking.svg",
          description: "d",
          tags: "Logo",
        },
      ],
    });
    expect(counts).toMatchObject({ "web-development": 1, "logo-design": 1 });
    expect((await listProjects(db())).length).toBe(before + 2);

    const bad = importLegacyFile(db(), {
      seoProjects: [
        { Title: "Fine", image: "/x.svg", description: "d" },
        { Title: "", image: "/x.svg", description: "d" },
      ],
      uiProjects: [{ Title: "No image", description: "d" }],
    });
    await expect(bad).rejects.toBeInstanceOf(ImportError);
    await expect(bad).rejects.toThrow(/seoProjects\[1\]\.Title: is required/);
    await expect(bad).rejects.toThrow(/uiProjects\[0\]\.image/);
    expect((await listProjects(db())).length).toBe(before + 2);
  });
});

describe("npm run projects", () => {
  const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
  const run = async (dataDir: string, ...args: string[]) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", cli, ...args],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };

  it("adds, lists and removes; a malformed file imports nothing", async () => {
    const dir = await mkdtemp(join(tmpdir(), "pixelforge-cli-"));
    const dataDir = join(dir, "data");
    const added = await run(
      dataDir,
      "add",
      "--service",
      "seo",
      "--title",
      "Chai Point",
      "--image",
      "/images/projects/bloom-brew-cafe.svg",
      "--description",
      "Local SEO for a tea shop.",
      "--tags",
      "Local, Maps",
    );
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Added project \d+: Chai Point \(seo\)/);

    const bad = join(dir, "bad.json");
    await writeFile(
      bad,
      JSON.stringify({
        webprojects: [{ Title: "Half", image: "/a.svg", description: "d" }, { image: "/b.svg" }],
      }),
    );
    const refused = await run(dataDir, "import", bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/webprojects\[1\]\.Title: is required/);

    const listed = await run(dataDir, "list");
    expect(listed.out).toMatch(/Chai Point/);
    expect(listed.out).not.toMatch(/Half/);
    const id = listed.out.match(/^\s*(\d+)\s+seo\s+Chai Point/m)?.[1];
    expect((await run(dataDir, "remove", id ?? "")).out).toMatch(`Removed project ${id}.`);
  }, 60_000);
});
