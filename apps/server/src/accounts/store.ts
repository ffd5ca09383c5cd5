import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { passwordResetTokens, sessions, users } from "../db/schema";

/** What the rest of the server knows about a user. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
}

const userColumns = { id: users.id, username: users.username, email: users.email };
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;
const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

function isUniqueViolation(error: unknown) {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** E-mail addresses and usernames are unique without regard to case. */
export async function findUserWithEmailOrUsername(db: Db, email: string, username: string) {
  const [user] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sameEmail(email), sameUsername(username)))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email))
    .limit(1);
  return user;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sameUsername(username))
    .limit(1);
  return Boolean(user);
}

/** Undefined when another account took the e-mail address or username meanwhile. */
export async function insertUser(
  db: Db,
  user: { email: string; username: string; passwordHash?: string; googleSubject?: string },
): Promise<UserRow | undefined> {
  try {
    const [created] = await db.insert(users).values(user).returning(userColumns);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function findUserForGoogle(db: Db, subject: string, email: string) {
  const [user] = await db
    .select({ ...userColumns, googleSubject: users.googleSubject })
    .from(users)
    .where(or(eq(users.googleSubject, subject), sameEmail(email)))
    .limit(1);
  return user;
}

export async function linkGoogleSubject(db: Db, userId: string, subject: string) {
  await db
    .update(users)
    .set({ googleSubject: subject, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Returns the account's e-mail. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

/** The unexpired session with this token hash, and its user. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, ...userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertResetToken(
  db: Db,
  token: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks an unused, unexpired reset token used; returns its user, or undefined. */
export async function useResetToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function useAllResetTokensOf(db: Db, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
