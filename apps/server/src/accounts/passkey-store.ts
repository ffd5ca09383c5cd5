import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { passkeyChallenges, passkeys } from "../db/schema";

export async function insertChallenge(
  db: Db,
  row: { challenge: string; userId: string | null; expiresAt: Date },
) {
  await db.insert(passkeyChallenges).values(row);
}

/**
 * Uses a live challenge once: true when it existed, had not expired and was made for this
 * user (or, for signing in, for nobody in particular).
 */
export async function consumeChallenge(db: Db, challenge: string, userId: string | null) {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        gt(passkeyChallenges.expiresAt, sql`now()`),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Db) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
}

const columns = {
  id: passkeys.id,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function listPasskeysOf(db: Db, userId: string) {
  return db
    .select(columns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db
    .select(columns)
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

export async function insertPasskey(
  db: Db,
  row: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
) {
  await db.insert(passkeys).values(row).onConflictDoNothing();
}

export async function recordPasskeyUse(db: Db, id: string, counter: number) {
  await db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
}

/** True when the passkey existed and belonged to the user. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string) {
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
