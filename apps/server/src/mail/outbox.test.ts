import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../test/databases";
import { startSmtpReceiver } from "../../test/smtp";
import { openPostgres } from "../db/postgres";
import { deliverDueMail, MAX_ATTEMPTS, retryDelaySeconds } from "./outbox";
import { enqueueMail } from "./store";
import { contactNotification, escapeHtml } from "./templates";
import { createMailTransport } from "./transport";

const silent = {
  info() {},
  warn() {},
  error() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;
const from = "PixelForge Studio <no-reply@pixelforge.studio>";

async function statusCounts(testDb: TestDatabase) {
  const result = (await testDb.database.db.execute(
    sql`select status, count(*)::int as n from mail_outbox group by status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.status, r.n]));
}

/** Makes every pending row due now, as if its back-off had elapsed. */
const makeDue = (testDb: TestDatabase) =>
  testDb.database.db.execute(
    sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`,
  );

describe.each(databaseKinds)("mail outbox on %s", (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  it("delivers the notification with its headers and escapes visitor values in HTML", async () => {
    const smtp = await startSmtpReceiver();
    const content = contactNotification({
      name: "Eve <script>",
      email: "eve@example.com",
      message: "Hi\n<b>there</b>",
    });
    await enqueueMail(testDb.database.db, [
      { ...content, to: "hello@pixelforge.studio", replyTo: "eve@example.com" },
    ]);
    const report = await deliverDueMail(testDb.database.db, createMailTransport(smtp.url, silent), {
      from,
      log: silent,
    });
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["hello@pixelforge.studio"]);
    expect(mail.header("reply-to")).toBe("eve@example.com");
    expect(mail.header("from")).toContain("no-reply@pixelforge.studio");
    expect(mail.header("subject")).toContain("New message from Eve");
    const htmlPart = mail.html();
    expect(htmlPart).toContain("&lt;b&gt;there&lt;/b&gt;");
    expect(htmlPart).toContain("Eve &lt;script&gt;");
    expect(htmlPart).not.toContain("<script>");
    expect(await statusCounts(testDb)).toEqual({ sent: 1 });
    await smtp.close();
  });

  it("keeps mail pending while the receiver is down and delivers it once, later", async () => {
    const smtp = await startSmtpReceiver();
    const { port } = smtp;
    await smtp.close();
    const transport = createMailTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, silent);
    await enqueueMail(
      testDb.database.db,
      Array.from({ length: 3 }, (_, i) => ({
        subject: `m${i}`,
        text: "t",
        html: "<p>t</p>",
        to: "hello@pixelforge.studio",
      })),
    );
    expect(await deliverDueMail(testDb.database.db, transport, { from, log: silent })).toEqual({
      sent: 0,
      retried: 3,
      failed: 0,
    });
    expect((await statusCounts(testDb)).pending).toBe(3);
    // Not due yet: the back-off holds them back.
    expect(await deliverDueMail(testDb.database.db, transport, { from, log: silent })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    const back = await startSmtpReceiver(port);
    await makeDue(testDb);
    expect(await deliverDueMail(testDb.database.db, transport, { from, log: silent })).toEqual({
      sent: 3,
      retried: 0,
      failed: 0,
    });
    await makeDue(testDb);
    expect(await deliverDueMail(testDb.database.db, transport, { from, log: silent })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(back.received.map((m) => m.header("subject")).sort()).toEqual(["m0", "m1", "m2"]);
    await back.close();
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts`, async () => {
    await testDb.database.db.execute(sql`delete from mail_outbox`);
    await enqueueMail(testDb.database.db, [
      { subject: "doomed", text: "t", html: "t", to: "x@example.com" },
    ]);
    const broken = { sendMail: async () => Promise.reject(new Error("mailbox unavailable")) };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue(testDb);
      await deliverDueMail(testDb.database.db, broken, { from, log: silent });
    }
    expect(await statusCounts(testDb)).toEqual({ failed: 1 });
    const row = (await testDb.database.db.execute(
      sql`select attempts, last_error from mail_outbox`,
    )) as unknown as {
      rows: { attempts: number; last_error: string }[];
    };
    expect(row.rows[0]).toEqual({ attempts: MAX_ATTEMPTS, last_error: "mailbox unavailable" });
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two workers on one PostgreSQL database", () => {
  it("deliver each mail exactly once", async () => {
    const testDb = await createTestDatabase("postgres");
    const second = openPostgres(testDb.url!);
    const smtp = await startSmtpReceiver();
    try {
      await enqueueMail(
        testDb.database.db,
        Array.from({ length: 60 }, (_, i) => ({
          subject: `mail-${i}`,
          text: "t",
          html: "t",
          to: "hello@pixelforge.studio",
        })),
      );
      const transport = createMailTransport(smtp.url, silent);
      const drain = async (db: typeof second.db) => {
        let sent = 0;
        for (;;) {
          const report = await deliverDueMail(db, transport, { from, log: silent, batchSize: 5 });
          sent += report.sent;
          if (report.sent === 0) return sent;
        }
      };
      const [a, b] = await Promise.all([drain(testDb.database.db), drain(second.db)]);
      expect(a + b).toBe(60);
      const subjects = smtp.received.map((m) => m.header("subject"));
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
    } finally {
      await smtp.close();
      await second.close();
      await testDb.drop();
    }
  });
});

describe("mail helpers", () => {
  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
