import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "./server-process";

async function startFails(env: Record<string, string>) {
  try {
    const server = await startServerProcess(env);
    server.child.kill("SIGKILL");
    return { started: true, output: server.output(), code: 0 };
  } catch (error) {
    return { started: false, output: (error as Error).message, code: 1 };
  }
}

describe("server start-up", () => {
  it("refuses an invalid variable with one line naming it", async () => {
    const result = await startFails({ PORT: "abc" });
    expect(result.started).toBe(false);
    expect(result.output).toMatch(/Invalid environment variable PORT: must be a port number/);
  }, 30_000);

  it("stops with a clear error when the database cannot be reached", async () => {
    const result = await startFails({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(result.started).toBe(false);
    expect(result.output).toMatch(/Cannot open the database \(PostgreSQL at DATABASE_URL\)/);
    // The cause, not an empty message: a refused connection says so.
    expect(result.output).toMatch(/ECONNREFUSED/);
    // "localhost" is tried on ::1 and 127.0.0.1: the failure is an AggregateError with no message.
    const both = await startFails({ DATABASE_URL: "postgres://nobody@localhost:1/none" });
    expect(both.output).toMatch(/DATABASE_URL\): \S.*ECONNREFUSED/);
  }, 30_000);

  it("stops with a clear error when the embedded database folder is damaged", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pixelforge-damaged-"));
    writeFileSync(join(dataDir, "PG_VERSION"), "not a version\n");
    const result = await startFails({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(result.started).toBe(false);
    expect(result.output).toContain(`Cannot open the database (PGlite in ${dataDir})`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("refuses a second server on an embedded database folder in use", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pixelforge-shared-"));
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const second = await startFails({ DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(second.started).toBe(false);
      expect(second.output).toContain(`in use by process ${first.child.pid}`);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      expect((await first.exited).code).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("stops with a clear error when Redis cannot be reached", async () => {
    const result = await startFails({
      REDIS_URL: "redis://127.0.0.1:1",
      DATA_DIR: `/tmp/pixelforge-startup-${process.pid}`,
    });
    expect(result.started).toBe(false);
    expect(result.output).toMatch(/Cannot reach Redis at REDIS_URL/);
  }, 30_000);
});
