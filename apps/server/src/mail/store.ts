import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates";

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
}

/**
 * The one way to send mail: write it to the outbox through the caller's own handle, and
 * the outbox worker delivers it. Pass the caller's transaction, or `db.with(cte)` with the
 * caller's data-modifying `WITH`, so the mail is committed together with the row it is
 * about, or not at all. An empty list writes nothing (not even the caller's `WITH`).
 */
export async function enqueueMail(db: Pick<Db, "insert">, mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })),
  );
}

export interface ClaimedMail {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due rows for `leaseSeconds`. `FOR UPDATE SKIP LOCKED` lets several
 * instances poll the same table: each row is claimed by exactly one of them, and a crashed
 * worker's rows come back when the lease ends.
 */
export async function claimDueMail(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update mail_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     where id in (
       select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, to_address, reply_to, subject, text_body, html_body, attempts`);
  return (result as unknown as { rows: ClaimedMail[] }).rows;
}

/**
 * One statement for a whole batch: each statement is a round trip. A delivered mail's
 * bodies are purged at once: they may hold a reset link or a verification code, and the
 * outbox is a queue, not an archive. The row (addresses, subject, times) stays until the
 * retention job deletes it.
 */
export async function markMailSent(db: Db, ids: string[]) {
  await db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null,
                               text_body = '', html_body = ''
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}

export async function markMailFailed(db: Db, id: string, error: string) {
  await db.execute(
    sql`update mail_outbox set status = 'failed', last_error = ${error} where id = ${id}`,
  );
}

export async function scheduleMailRetry(db: Db, id: string, error: string, delaySeconds: number) {
  await db.execute(sql`
    update mail_outbox
       set last_error = ${error},
           next_attempt_at = now() + make_interval(secs => ${delaySeconds})
     where id = ${id}`);
}

/** Deletes delivered mail sent before `cutoff`, and failed mail created before it. */
export async function deleteOldMail(db: Db, cutoff: Date) {
  await db.execute(sql`
    delete from mail_outbox
     where (status = 'sent' and sent_at < ${cutoff.toISOString()})
        or (status = 'failed' and created_at < ${cutoff.toISOString()})`);
}
