import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app";
import { createTestDatabase, type TestDatabase } from "../../test/databases";
import { buildApp, pathOf } from "../app";

describe("request logging", () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await createTestDatabase("pglite");
    app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: { level: "info", stream },
      outboxWorker: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("writes one line per request: method, path without query, status, time and id", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/reset-password?token=SECRET" });
    const written = lines.map((line) => JSON.stringify(line));
    expect(lines).toHaveLength(1);
    expect(written.join("\n")).not.toContain("SECRET");
    expect(written.join("\n")).not.toContain("token");
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/reset-password",
      status: res.statusCode,
      reqId: res.headers["x-request-id"],
    });
    expect(typeof lines[0]?.ms).toBe("number");
  });

  it("never writes the values of a failed statement", async () => {
    lines.length = 0;
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      detail: "Key (email)=(leak@example.com) already exists.",
    });
    app.log.error(
      {
        err: new DrizzleQueryError(
          "insert into users (email, password_hash) values ($1, $2)",
          ["leak@example.com", "$argon2id$SECRET"],
          cause,
        ),
      },
      "request failed",
    );
    const written = JSON.stringify(lines);
    expect(written).toContain("Failed query: insert into users");
    expect(written).toContain("duplicate key value");
    expect(written).not.toContain("leak@example.com");
    expect(written).not.toContain("SECRET");
  });

  it("keeps the query string out of error lines too", async () => {
    lines.length = 0;
    await app.inject({
      method: "POST",
      url: "/api/auth/reset-password?token=SECRET",
      headers: { "content-type": "text/plain" },
      payload: "token=SECRET",
    });
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((line) => line.msg === "request")).toHaveLength(1);
    expect(lines.map((line) => JSON.stringify(line)).join("\n")).not.toContain("SECRET");
  });

  it("cuts the query string and fragment off a path", () => {
    expect(pathOf("/a/b?c=d#e")).toBe("/a/b");
    expect(pathOf("/a#x?y")).toBe("/a");
    expect(pathOf("/plain")).toBe("/plain");
  });
});
