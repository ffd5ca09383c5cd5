import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates";

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
}

/** What the worker needs from nodemailer (or the log stand-in). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  /** Closes pooled connections (nodemailer's pool transport has it). */
  close?(): void;
}

export const MAX_ATTEMPTS = 8;
const SEND_CONCURRENCY = 5;
/** A claimed row is hidden from other workers this long; a crashed worker's rows come back after it. */
const CLAIM_LEASE_SECONDS = 120;

/** Seconds to wait after the given failed attempt: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempt - 1));
}

/** Outbox rows for `mails`, for an insert of their own or one joined to another write. */
export function outboxRows(mails: OutgoingMail[]) {
  return mails.map((mail) => ({
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  }));
}

/**
 * Writes mail to the outbox. Call it inside the same transaction as the row the mail
 * is about, so both are committed or neither is.
 */
export async function enqueueMail(db: Db, mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(outboxRows(mails));
}

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due rows. `FOR UPDATE SKIP LOCKED` lets several instances poll the
 * same table: each row is claimed by exactly one of them.
 */
async function claimDueMail(db: Db, limit: number): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update mail_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
     where id in (
       select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, to_address, reply_to, subject, text_body, html_body, attempts`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Sends every due mail once; returns what happened. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { from: string; log: FastifyBaseLogger; batchSize?: number },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const rows = await claimDueMail(db, options.batchSize ?? 20);
  const sent: ClaimedRow[] = [];
  const deliverOne = async (row: ClaimedRow) => {
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: { "X-Outbox-Id": row.id },
      });
      sent.push(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        await db.execute(
          sql`update mail_outbox set status = 'failed', last_error = ${message} where id = ${row.id}`,
        );
        report.failed++;
        options.log.error(
          { mailId: row.id, attempt: row.attempts, err: message },
          "mail failed permanently",
        );
      } else {
        const delay = retryDelaySeconds(row.attempts);
        await db.execute(sql`
          update mail_outbox
             set last_error = ${message},
                 next_attempt_at = now() + make_interval(secs => ${delay})
           where id = ${row.id}`);
        report.retried++;
        options.log.warn(
          { mailId: row.id, attempt: row.attempts, retryInSeconds: delay, err: message },
          "mail delivery failed; will retry",
        );
      }
    }
  };
  // A few at a time: the pooled transport keeps that many SMTP connections open.
  const queue = [...rows];
  await Promise.all(
    Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await deliverOne(row);
    }),
  );
  // The sent ones are marked in one statement. Should that fail, their lease runs out and
  // they are sent again: a mail may arrive twice, never not at all.
  if (sent.length > 0) {
    const ids = sent.map((row) => row.id);
    await db.execute(
      sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null
           where id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    report.sent = sent.length;
    for (const row of sent) {
      options.log.info({ mailId: row.id, to: row.to_address, attempt: row.attempts }, "mail sent");
    }
  }
  return report;
}

export interface OutboxWorker {
  /** Look for due mail now instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/** Polls the outbox in the background until stopped. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  options: { from: string; log: FastifyBaseLogger; intervalMs?: number },
): OutboxWorker {
  const interval = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let again = false;

  const tick = () => {
    timer = undefined;
    running = (async () => {
      do {
        again = false;
        try {
          const report = await deliverDueMail(db, transport, options);
          if (report.sent + report.retried + report.failed >= 20) again = true;
        } catch (error) {
          options.log.warn({ err: error }, "mail outbox: cannot reach the database; will retry");
        }
      } while (again && !stopped);
      if (!stopped) timer = setTimeout(tick, interval);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    kick() {
      if (stopped) return;
      if (timer) {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      } else {
        again = true;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
