import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { controlSocketPath } from "../src/cli/control-socket";
import { postJson, startServerProcess } from "./server-process";
import { waitFor } from "./wait-for";

const run = promisify(execFile);
const dist = (name: string) => fileURLToPath(new URL(`../dist/${name}.js`, import.meta.url));

/** Runs a compiled CLI as `npm run staff|projects` does, from `cwd` when given. */
async function cli(
  name: "staff-cli" | "projects-cli",
  dataDir: string,
  args: string[],
  cwd?: string,
) {
  try {
    const { stdout, stderr } = await run(process.execPath, [dist(name), ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "silent",
        ...(cwd ? { INIT_CWD: cwd } : {}),
      },
      ...(cwd ? { cwd } : {}),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the staff and projects CLIs on the embedded database", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("work through the running server's private socket, and directly once it stopped", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pixelforge-cli-"));
    dirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const registered = await postJson(`${server.url}/api/auth/register`, {
        email: "owner@example.com",
        username: "owner",
        password: "correct horse battery",
        confirmPassword: "correct horse battery",
      });
      expect(registered.status).toBe(201);
      expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);

      const unproved = await cli("staff-cli", dataDir, ["add", "owner@example.com", "--admin"]);
      expect(unproved.code).toBe(1);
      expect(unproved.stderr).toMatch(/owner@example.com has not verified its e-mail address yet/);
      const added = await cli("staff-cli", dataDir, [
        "add",
        "owner@example.com",
        "--admin",
        "--mark-verified",
      ]);
      expect(added).toMatchObject({ code: 0, stdout: "owner@example.com is now admin.\n" });
      const unknown = await cli("staff-cli", dataDir, ["add", "nobody@example.com"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/No account uses nobody@example.com/);
      const projects = await cli("projects-cli", dataDir, ["list", "--service", "seo"]);
      expect(projects.code).toBe(0);
      expect(projects.stdout).toMatch(/seo/);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }

    const listed = await cli("staff-cli", dataDir, ["list"]);
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.stdout).toMatch(/^admin\s+owner@example.com/);
    const removed = await cli("staff-cli", dataDir, ["remove", "owner@example.com"]);
    expect(removed.stdout).toBe("owner@example.com is now member.\n");
  }, 90_000);

  it("change the portfolio through the running server's socket, visibly on the site, and the changes stay once it stopped", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pixelforge-cli-"));
    const workDir = await mkdtemp(join(tmpdir(), "pixelforge-cli-cwd-"));
    dirs.push(dataDir, workDir);
    await writeFile(
      join(workDir, "db.json"),
      JSON.stringify({
        logoProjects: [
          {
            Title: "Imported bakery logo",
            image: "/images/projects/bloom-brew-cafe.svg",
            description: "A warm wordmark.",
            tags: "Logo, Branding",
          },
        ],
        seoProjects: [
          {
            Title: "Imported SEO audit",
            image: "/images/projects/bloom-brew-cafe.svg",
            description: "Crawl, fix, measure.",
          },
        ],
      }),
    );
    await writeFile(join(workDir, "broken.json"), JSON.stringify({ seoProjects: [{ Title: "" }] }));
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const titlesOnSite = async (service: string) => {
      const res = await fetch(`${server.url}/api/projects?service=${service}`);
      const { projects } = (await res.json()) as { projects: { title: string }[] };
      return projects.map((p) => p.title);
    };
    let addedId = "";
    try {
      const added = await cli("projects-cli", dataDir, [
        "add",
        "--service",
        "seo",
        "--title",
        "Local SEO for a bakery",
        "--image",
        "/images/projects/bloom-brew-cafe.svg",
        "--description",
        "Maps and reviews.",
        "--tags",
        "Maps, Reviews",
      ]);
      expect(added.code, added.stderr).toBe(0);
      addedId =
        added.stdout.match(/^Added project (\d+): Local SEO for a bakery \(seo\)\n$/)?.[1] ?? "";
      expect(addedId, added.stdout).not.toBe("");
      // The public list is cached for two seconds; the site shows the change after that.
      await waitFor("the added project on the site", async () =>
        (await titlesOnSite("seo")).includes("Local SEO for a bakery"),
      );

      // A relative path is the caller's file, although the server reads it.
      const imported = await cli("projects-cli", dataDir, ["import", "db.json"], workDir);
      expect(imported, imported.stderr).toMatchObject({
        code: 0,
        stdout: "Imported 2 projects: web-development 0, logo-design 1, ui-ux-design 0, seo 1.\n",
      });
      await waitFor("the imported projects on the site", async () => {
        const [logos, seo] = [await titlesOnSite("logo-design"), await titlesOnSite("seo")];
        return logos.includes("Imported bakery logo") && seo.includes("Imported SEO audit");
      });
      const broken = await cli("projects-cli", dataDir, ["import", "broken.json"], workDir);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toMatch(/seoProjects\[0\]\.Title: is required/);

      const removed = await cli("projects-cli", dataDir, ["remove", addedId]);
      expect(removed).toMatchObject({ code: 0, stdout: `Removed project ${addedId}.\n` });
      await waitFor(
        "the removed project gone from the site",
        async () => !(await titlesOnSite("seo")).includes("Local SEO for a bakery"),
      );
      const again = await cli("projects-cli", dataDir, ["remove", addedId]);
      expect(again.code).toBe(1);
      expect(again.stderr).toBe(`No project with id ${addedId}.\n`);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }

    const listed = await cli("projects-cli", dataDir, ["list"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/logo-design\s+Imported bakery logo {2}\[Logo, Branding\]/);
    expect(listed.stdout).toMatch(/seo\s+Imported SEO audit/);
    expect(listed.stdout).not.toMatch(/Local SEO for a bakery/);
  }, 120_000);
});
