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
  }, 30_000);

  it("stops with a clear error when Redis cannot be reached", async () => {
    const result = await startFails({
      REDIS_URL: "redis://127.0.0.1:1",
      DATA_DIR: `/tmp/pixelforge-startup-${process.pid}`,
    });
    expect(result.started).toBe(false);
    expect(result.output).toMatch(/Cannot reach Redis at REDIS_URL/);
  }, 30_000);
});
