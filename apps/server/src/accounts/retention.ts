import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { deleteOldMail } from "../mail/store";
import { deleteUnusedMedia } from "../media/store";
import { deleteExpiredChallenges } from "./passkey-store";
import { deleteExpiredAccountRows } from "./store";

const DAY_MS = 86_400_000;

export interface RetentionPeriods {
  /** Delivered (and failed) mail is deleted this many days after sending. */
  sentMailDays: number;
  /** Used or expired reset and verification tokens are deleted after this many days. */
  tokenDays: number;
}

/**
 * One pass of the retention job: expired sessions and passkey challenges, used or expired
 * reset and verification tokens older than `tokenDays`, mail older than `sentMailDays`,
 * and uploaded pictures no project has shown for a day.
 */
export async function runRetention(db: Db, periods: RetentionPeriods, now = Date.now()) {
  await deleteExpiredAccountRows(db, new Date(now - periods.tokenDays * DAY_MS));
  await deleteExpiredChallenges(db);
  await deleteOldMail(db, new Date(now - periods.sentMailDays * DAY_MS));
  await deleteUnusedMedia(db, new Date(now - DAY_MS));
}

/** Runs `runRetention` at start-up and then every `intervalMinutes`; `stop` ends it. */
export function startRetentionJob(
  db: Db,
  options: RetentionPeriods & { intervalMinutes: number; log: FastifyBaseLogger },
) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runRetention(db, options)
      .catch((error: unknown) => options.log.warn({ err: error }, "retention pass failed"))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMinutes * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
