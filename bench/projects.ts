/**
 * GET /api/projects?service=web-development against json-server serving the same projects
 * from a db.json at /webprojects: autocannon, 50 connections, same machine, same run.
 * Target: at least 2× json-server's throughput with a lower p99.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLoad } from "./lib/load";
import { freePort, startServer } from "./lib/server";

async function startJsonServer(dbFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve("json-server/lib/cli/bin.js");
  const child = spawn(
    process.execPath,
    [bin, "--port", String(port), "--host", "127.0.0.1", "--quiet", dbFile],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/webprojects`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child };
}

export async function benchProjects(seconds = 10) {
  const server = await startServer();
  const ours = `${server.url}/api/projects?service=web-development`;
  const { projects } = (await (await fetch(ours)).json()) as {
    projects: Record<string, unknown>[];
  };
  const dbFile = join(mkdtempSync(join(tmpdir(), "pixelforge-json-server-")), "db.json");
  writeFileSync(
    dbFile,
    JSON.stringify({
      webprojects: projects.map((p) => ({
        Title: p.title,
        image: p.image,
        description: p.description,
        tags: (p.tags as string[]).join(", "),
        projectLink: p.projectLink,
      })),
    }),
  );
  const jsonServer = await startJsonServer(dbFile);
  const options = { connections: 50, duration: seconds };
  // Warm both up, then measure one after the other so they do not share the CPU.
  await runLoad({ url: ours, connections: 10, duration: 2 });
  await runLoad({ url: `${jsonServer.url}/webprojects`, connections: 10, duration: 2 });
  const a = await runLoad({ url: ours, ...options });
  const b = await runLoad({ url: `${jsonServer.url}/webprojects`, ...options });
  jsonServer.child.kill();
  await server.stop();
  console.log(
    `\nGET project list, 50 connections, ${seconds} s each (${projects.length} projects)`,
  );
  console.table([
    {
      server: "PixelForge /api/projects",
      "req/s": a.requestsPerSecond,
      "p99 ms": a.p99,
      errors: a.errors,
    },
    {
      server: "json-server /webprojects",
      "req/s": b.requestsPerSecond,
      "p99 ms": b.p99,
      errors: b.errors,
    },
  ]);
  console.log(
    `throughput ratio: ${(a.requestsPerSecond / Math.max(1, b.requestsPerSecond)).toFixed(2)}×, p99 ${a.p99} ms vs ${b.p99} ms`,
  );
}
