import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app";
import { createPostgresDatabase, type TestDatabase } from "../../test/databases";
import { waitFor } from "../../test/wait-for";
import { buildApp } from "../app";
import { UNAVAILABLE_MESSAGE } from "../http/errors";
import type { Database } from "./database";
import { openPostgres } from "./postgres";

/** PGlite's statements fail after STATEMENT_TIMEOUT_MS with a 503; PostgreSQL's must too. */
describe.skipIf(!process.env.DATABASE_URL)("a PostgreSQL statement over the time limit", () => {
  let testDb: TestDatabase;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await createPostgresDatabase();
    database = openPostgres(testDb.url!, { statementTimeoutMs: 200 });
    app = await buildApp({ config: testConfig(), database, outboxWorker: false });
    app.get("/api/slow", async () => {
      await database.db.execute(sql`select pg_sleep(5)`);
      return { slept: true };
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDb?.drop();
  });

  it("answers 503 like PGlite, and the next request is served", async () => {
    const startedAt = Date.now();
    const res = await app.inject({ method: "GET", url: "/api/slow" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect(res.headers["retry-after"]).toBe("5");
    expect(Date.now() - startedAt).toBeLessThan(4000);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("stops the statement on the server too, not only in the client", async () => {
    await app.inject({ method: "GET", url: "/api/slow" });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const name = new URL(testDb.url!).pathname.slice(1);
      await waitFor(
        "the server to cancel pg_sleep",
        async () => {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like '%pg_sleep%'",
            [name],
          );
          return rows[0].n === 0;
        },
        { timeoutMs: 3000 },
      );
    } finally {
      await admin.end();
    }
  });
});
