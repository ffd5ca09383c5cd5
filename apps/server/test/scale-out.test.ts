import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type TestDatabase } from "./databases";
import { type ServerProcess, startServerProcess } from "./server-process";
import { startSmtpReceiver } from "./smtp";
import { waitFor } from "./wait-for";

/** Every committed migration, each applied once. */
const migrationCount = (
  JSON.parse(readFileSync(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
/**
 * Redis outlives a run: per-address counters from an earlier run (within their window)
 * must not meet this one, so each run sends from addresses of its own (2001:db8::/32 is
 * the documentation range).
 */
const runAddress = (n: number) =>
  `2001:db8:${randomBytes(10).toString("hex").match(/.{4}/g)?.join(":")}:${n.toString(16)}`;
const defaultAddress = runAddress(1);

async function call(
  base: string,
  path: string,
  init: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await fetch(base + path, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      "x-forwarded-for": init.ip ?? defaultAddress,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    json: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** Two instances behind a load balancer share PostgreSQL and Redis: nothing lives in one process. */
describe.skipIf(!ready)("two server instances on one PostgreSQL and one Redis", () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  beforeAll(async () => {
    db = await createPostgresDatabase({ migrate: false });
    await db.database.close();
    smtp = await startSmtpReceiver();
    const env = {
      DATABASE_URL: db.url!,
      REDIS_URL: process.env.REDIS_URL!,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "1",
    };
    // Both start at the same moment on an empty database: migrations take an advisory lock.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill("SIGTERM");
      await server?.exited;
    }
    await smtp?.close();
    await db?.drop();
  });

  it("migrated once, safely, while both started together", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const migrations = await client.query(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    const seeded = await client.query("select count(*)::int as n from projects");
    await client.end();
    expect(migrations.rows[0].n).toBe(migrationCount);
    expect(seeded.rows[0].n).toBeGreaterThanOrEqual(12);
    expect(seeded.rows[0].n).toBeLessThan(24);
  });

  it("a session made on one instance is valid on the other, and logout on one ends it on both", async () => {
    const email = `scale${unique}@example.com`;
    const password = "shared sessions work";
    expect(
      (
        await call(a.url, "/api/auth/register", {
          body: { email, username: `scale${unique}`, password, confirmPassword: password },
        })
      ).status,
    ).toBe(201);
    const login = await call(a.url, "/api/auth/login", { body: { email, password } });
    const token = login.json.token as string;
    expect((await call(b.url, "/api/auth/me", { token })).status).toBe(200);
    expect((await call(b.url, "/api/auth/logout", { body: {}, token })).status).toBe(200);
    expect((await call(a.url, "/api/auth/me", { token })).status).toBe(401);
  });

  it("counts failed logins across both instances", async () => {
    const email = `limit${unique}@example.com`;
    const ip = runAddress(2);
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      expect(
        (
          await call(server.url, "/api/auth/login", {
            body: { email, password: "wrong guess" },
            ip,
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (await call(a.url, "/api/auth/login", { body: { email, password: "wrong guess" }, ip }))
        .status,
    ).toBe(429);
    expect(
      (await call(b.url, "/api/auth/login", { body: { email, password: "wrong guess" }, ip }))
        .status,
    ).toBe(429);
  });

  it("counts form submissions across both instances: the sixth in a minute gets 429", async () => {
    const ip = runAddress(3);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (
          await call(server.url, "/api/contact", {
            body: { user_name: "Scale", user_email: "scale@example.com", message: `Form ${i}` },
            ip,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("sends each outbox mail exactly once", async () => {
    for (let i = 0; i < 20; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, "/api/contact", {
        body: {
          user_name: `Visitor ${i}`,
          user_email: "v@example.com",
          message: `scale-${unique}-${i}`,
        },
        ip: runAddress(100 + i),
      });
      expect(res.status).toBe(201);
    }
    const ours = () => smtp.received.filter((m) => m.text().includes(`scale-${unique}-`));
    // A mail is sent only by the worker that claimed its row, and a row marked sent is never
    // claimed again. Once all 20 are marked sent after one claim each, no copy can still be
    // on its way: what the receiver holds now is final.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    let claims = 0;
    try {
      await waitFor("all 20 mails marked sent", async () => {
        const { rows } = await client.query(
          // Sent mail keeps its subject, not its body (the body is erased on delivery).
          "select count(*)::int as sent, sum(attempts)::int as claims from mail_outbox where status = 'sent' and subject like $1",
          ["%New message from Visitor %"],
        );
        claims = rows[0].claims;
        return rows[0].sent === 20;
      });
    } finally {
      await client.end();
    }
    expect(claims).toBe(20);
    const bodies = ours().map((m) => m.text().match(/scale-\w+-\d+/)?.[0]);
    expect(bodies).toHaveLength(20);
    expect(new Set(bodies).size).toBe(20);
  });
});
