import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import {
  type ClaimedMail,
  claimDueMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
} from "./store";

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

interface DeliveryReport {
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
  const rows = await claimDueMail(db, options.batchSize ?? 20, CLAIM_LEASE_SECONDS);
  const sent: ClaimedMail[] = [];
  const deliverOne = async (row: ClaimedMail) => {
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
        await markMailFailed(db, row.id, message);
        report.failed++;
        options.log.error(
          { mailId: row.id, attempt: row.attempts, err: message },
          "mail failed permanently",
        );
      } else {
        const delay = retryDelaySeconds(row.attempts);
        await scheduleMailRetry(db, row.id, message, delay);
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
    await markMailSent(
      db,
      sent.map((row) => row.id),
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
