import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { controlSocketPath } from "../src/cli/control-socket";
import { postJson, startServerProcess } from "./server-process";

const run = promisify(execFile);
const dist = (name: string) => fileURLToPath(new URL(`../dist/${name}.js`, import.meta.url));

/** Runs a compiled CLI as `npm run staff|projects` does. */
async function cli(name: "staff-cli" | "projects-cli", dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [dist(name), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
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

      const added = await cli("staff-cli", dataDir, ["add", "owner@example.com", "--admin"]);
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
  });
});
