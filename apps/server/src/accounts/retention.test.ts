import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../test/databases";
import { startSmtpReceiver } from "../../test/smtp";
import { deliverDueMail } from "../mail/outbox";
import { enqueueMail } from "../mail/store";
import { emailVerificationMail, passwordResetMail } from "../mail/templates";
import { createMailTransport } from "../mail/transport";
import { runRetention } from "./retention";

const silent = {
  info() {},
  warn() {},
  error() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

describe.each(databaseKinds)("retention on %s", (kind) => {
  let testDb: TestDatabase;
  const query = async <T>(text: string) =>
    ((await testDb.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  it("purges a delivered mail's bodies (reset links, codes) as soon as it is sent", async () => {
    const smtp = await startSmtpReceiver();
    await enqueueMail(testDb.database.db, [
      {
        ...passwordResetMail({ name: "a", link: "https://x.example/reset-password?token=SECRET1" }),
        to: "a@example.com",
      },
      {
        ...emailVerificationMail({
          name: "a",
          code: "482913",
          link: "https://x.example/account?verify=SECRET2",
        }),
        to: "a@example.com",
      },
    ]);
    await deliverDueMail(testDb.database.db, createMailTransport(smtp.url, silent), {
      from: "x <no-reply@x.example>",
      log: silent,
    });
    expect(smtp.received.map((m) => m.text()).join(" ")).toContain("SECRET1");
    const rows = await query<{
      status: string;
      subject: string;
      text_body: string;
      html_body: string;
    }>("select status, subject, text_body, html_body from mail_outbox");
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    const stored = JSON.stringify(rows);
    for (const secret of ["SECRET1", "SECRET2", "482913"]) expect(stored).not.toContain(secret);
    await smtp.close();
  });

  it("deletes expired sessions, spent tokens and old mail, and keeps the rest", async () => {
    await query("delete from mail_outbox");
    await query(
      "insert into users (id, email, username) values ('00000000-0000-4000-8000-000000000001', 'keep@example.com', 'keep')",
    );
    const user = "'00000000-0000-4000-8000-000000000001'";
    await query(`insert into sessions (token_hash, user_id, expires_at) values
      ('expired', ${user}, now() - interval '1 minute'),
      ('live', ${user}, now() + interval '1 day')`);
    await query(`insert into password_reset_tokens (token_hash, user_id, expires_at, used_at) values
      ('used-long-ago', ${user}, now() + interval '1 hour', now() - interval '3 days'),
      ('expired-long-ago', ${user}, now() - interval '3 days', null),
      ('used-just-now', ${user}, now() + interval '1 hour', now()),
      ('live', ${user}, now() + interval '1 hour', null)`);
    await query(`insert into email_verifications (user_id, email, code_hash, token_hash, expires_at, used_at) values
      (${user}, 'keep@example.com', 'c1', 'old', now() - interval '3 days', null),
      (${user}, 'keep@example.com', 'c2', 'live', now() + interval '1 hour', null)`);
    await query(`insert into passkey_challenges (challenge, expires_at) values
      ('stale', now() - interval '1 minute'), ('fresh', now() + interval '5 minutes')`);
    await query(`insert into mail_outbox (to_address, subject, text_body, html_body, status, sent_at, created_at) values
      ('a@x.example', 'old sent', '', '', 'sent', now() - interval '40 days', now() - interval '40 days'),
      ('a@x.example', 'new sent', '', '', 'sent', now() - interval '2 days', now() - interval '2 days'),
      ('a@x.example', 'old failed', 'b', 'b', 'failed', null, now() - interval '40 days'),
      ('a@x.example', 'old pending', 'b', 'b', 'pending', null, now() - interval '40 days')`);

    await runRetention(testDb.database.db, { sentMailDays: 30, tokenDays: 1 });

    const names = async (table: string, column: string) =>
      (await query<Record<string, string>>(`select ${column} as v from ${table} order by 1`)).map(
        (r) => r.v,
      );
    expect(await names("sessions", "token_hash")).toEqual(["live"]);
    expect(await names("password_reset_tokens", "token_hash")).toEqual(["live", "used-just-now"]);
    expect(await names("email_verifications", "token_hash")).toEqual(["live"]);
    expect(await names("passkey_challenges", "challenge")).toEqual(["fresh"]);
    expect(await names("mail_outbox", "subject")).toEqual(["new sent", "old pending"]);
  });
});
