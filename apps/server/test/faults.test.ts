import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, databaseKinds } from "./databases";
import { contactLoad, postJson, startServerProcess } from "./server-process";
import { startSmtpReceiver } from "./smtp";
import { startTcpProxy } from "./tcp-proxy";
import { waitFor } from "./wait-for";

/** Waits until the load has `acknowledged` messages answered 201: a fault strikes a server
 * that is busy, on a slow machine as on a fast one. */
const underLoad = (load: ReturnType<typeof contactLoad>, acknowledged = 21) =>
  waitFor(`${acknowledged} acknowledged messages`, () => load.acknowledged() >= acknowledged, {
    timeoutMs: 30_000,
  });

async function countRows(kind: "pglite" | "postgres", where: string) {
  if (kind === "pglite") {
    const db = await PGlite.create(where);
    const n =
      (await db.query<{ n: number }>("select count(*)::int as n from contact_messages")).rows[0]
        ?.n ?? 0;
    await db.close();
    return n;
  }
  const client = new pg.Client({ connectionString: where });
  await client.connect();
  const n = (await client.query("select count(*)::int as n from contact_messages")).rows[0]
    .n as number;
  await client.end();
  return n;
}

async function target(
  kind: "pglite" | "postgres",
): Promise<{ env: Record<string, string>; where: string; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const dir = await mkdtemp(join(tmpdir(), "pixelforge-fault-"));
    return { env: { DATA_DIR: dir, DATABASE_URL: "" }, where: dir, drop: async () => {} };
  }
  const db = await createPostgresDatabase();
  await db.database.close();
  return { env: { DATABASE_URL: db.url! }, where: db.url!, drop: () => db.drop() };
}

describe.each(databaseKinds)("faults on %s", (kind) => {
  it("kill -9 under load loses no acknowledged message", async () => {
    const t = await target(kind);
    const server = await startServerProcess({ ...t.env, TRUST_PROXY: "1" });
    const load = contactLoad(server.url, 20);
    await underLoad(load);
    server.child.kill("SIGKILL");
    await server.exited;
    await load.stop();
    const acknowledged = load.statuses.filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(20);
    expect(load.statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await countRows(kind, t.where)).toBeGreaterThanOrEqual(acknowledged);
    await t.drop();
  }, 120_000);

  it("SIGTERM under load finishes in-flight requests, refuses new ones cleanly and exits within 10 s", async () => {
    const t = await target(kind);
    const server = await startServerProcess({ ...t.env, TRUST_PROXY: "1" });
    const load = contactLoad(server.url, 20);
    await underLoad(load);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await load.stop();
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    const acknowledged = load.statuses.filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(20);
    expect(
      load.statuses.filter((s) => s >= 500),
      server.output(),
    ).toEqual([]);
    expect(await countRows(kind, t.where)).toBeGreaterThanOrEqual(acknowledged);
    await t.drop();
  }, 120_000);
});

describe("the embedded database after kill -9", () => {
  it("reopens on restart with every acknowledged message, and clears the old socket folder", async () => {
    const t = await target("pglite");
    const first = await startServerProcess({ ...t.env, TRUST_PROXY: "1" });
    const load = contactLoad(first.url, 10);
    await underLoad(load, 10);
    const socketDir = (await readdir(tmpdir())).find((name) =>
      name.startsWith(`pixelforge-db-${first.child.pid}-`),
    );
    expect(socketDir).toBeDefined();
    first.child.kill("SIGKILL");
    await first.exited;
    await load.stop();
    const acknowledged = load.statuses.filter((s) => s === 201).length;

    const second = await startServerProcess({ ...t.env, TRUST_PROXY: "1" });
    try {
      expect(await readdir(tmpdir())).not.toContain(socketDir);
      const message = { user_name: "A", user_email: "a@example.com", message: "after" };
      expect((await postJson(`${second.url}/api/contact`, message)).status).toBe(201);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    expect(await countRows("pglite", t.where)).toBeGreaterThanOrEqual(acknowledged + 1);
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL goes away mid-run", () => {
  it("answers 503 JSON, stays up, and recovers when the database returns", async () => {
    const db = await createPostgresDatabase();
    await db.database.close();
    const url = new URL(db.url!);
    const proxy = await startTcpProxy(
      url.hostname === "localhost" ? "127.0.0.1" : url.hostname,
      Number(url.port || 5432),
    );
    const viaProxy = new URL(db.url!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      TRUST_PROXY: "1",
    });
    try {
      const message = { user_name: "A", user_email: "a@example.com", message: "hello" };
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await postJson(`${server.url}/api/contact`, message)).status).toBe(201);

      await proxy.cut();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable", database: "down" });
      const contact = await postJson(`${server.url}/api/contact`, message);
      expect(contact.status).toBe(503);
      expect(contact.body.message).toMatch(/temporarily unavailable/);
      const projects = await fetch(`${server.url}/api/projects?service=seo`);
      expect(projects.status).toBe(503);
      expect(server.child.exitCode).toBeNull();

      await proxy.restore();
      let status = 0;
      await waitFor("the health check to recover", async () => {
        status = (await fetch(`${server.url}/api/health`)).status;
        return status === 200;
      });
      expect(status).toBe(200);
      expect((await postJson(`${server.url}/api/contact`, message)).status).toBe(201);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await db.drop();
    }
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)("the mail server is down under load", () => {
  it("keeps every acknowledged message and its mail, and delivers each once when SMTP returns", async () => {
    const db = await createPostgresDatabase();
    await db.database.close();
    // The receiver keeps its port while out of service, so no other process can take it.
    const smtp = await startSmtpReceiver();
    smtp.setOutOfService(true);
    const server = await startServerProcess({
      DATABASE_URL: db.url!,
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
    });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const load = contactLoad(server.url, 20);
      await underLoad(load);
      await load.stop();
      const acknowledged = load.statuses.filter((s) => s === 201).length;
      expect(acknowledged).toBeGreaterThan(20);
      expect(load.statuses.filter((s) => s >= 500)).toEqual([]);
      const counts = async () =>
        (
          await client.query(
            "select (select count(*)::int from contact_messages) as messages, (select count(*)::int from mail_outbox where status = 'pending') as pending, (select count(*)::int from mail_outbox where status = 'sent') as sent",
          )
        ).rows[0] as { messages: number; pending: number; sent: number };
      // Each message: the agency's notification and the visitor's acknowledgement.
      const mails = acknowledged * 2;
      const before = await counts();
      expect(before.messages).toBe(acknowledged);
      expect(before.pending).toBe(mails);

      smtp.setOutOfService(false);
      // As if the back-off had elapsed.
      await client.query("update mail_outbox set next_attempt_at = now()");
      await waitFor(`${mails} mails sent`, async () => (await counts()).sent >= mails);
      const after = await counts();
      expect(after).toEqual({ messages: acknowledged, pending: 0, sent: mails });
      expect(smtp.received).toHaveLength(mails);
      expect(new Set(smtp.received.map((m) => m.header("x-outbox-id"))).size).toBe(mails);
    } finally {
      await client.end();
      server.child.kill("SIGTERM");
      await server.exited;
      await smtp.close();
      await db.drop();
    }
  }, 120_000);
});
