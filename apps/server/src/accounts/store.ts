import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import {
  auditLog,
  builderSites,
  emailVerifications,
  passkeys,
  passwordResetTokens,
  sessions,
  users,
} from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/store";
import { SESSION_POLICY } from "./session-policy";

/** What the rest of the server knows about a user. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
}

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
};
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
  user: {
    email: string;
    username: string;
    passwordHash?: string;
    googleSubject?: string;
    emailVerifiedAt?: Date;
  },
): Promise<UserRow | undefined> {
  try {
    const [created] = await db.insert(users).values(user).returning(userColumns);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

const googleColumns = {
  ...userColumns,
  googleSubject: users.googleSubject,
  passwordHash: users.passwordHash,
};

export async function findUserByGoogleSubject(db: Db, subject: string) {
  const [user] = await db
    .select(googleColumns)
    .from(users)
    .where(eq(users.googleSubject, subject))
    .limit(1);
  return user;
}

export async function findUserByEmailForUpdate(db: Db, email: string) {
  const [user] = await db
    .select(googleColumns)
    .from(users)
    .where(sameEmail(email))
    .limit(1)
    .for("update");
  return user;
}

/**
 * Google proved the address of an account nobody had proved: the Google identity takes the
 * account over, and whatever someone set up without proving the address is dropped: the
 * password, the passkeys (another way back in) and the sites they saved.
 */
export async function takeOverWithGoogle(db: Db, userId: string, subject: string) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(builderSites).where(eq(builderSites.userId, userId));
  await db
    .update(users)
    .set({
      googleSubject: subject,
      passwordHash: null,
      emailVerifiedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** The account's own view of itself. */
export async function findAccount(db: Db, userId: string) {
  const [user] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      googleSubject: users.googleSubject,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** Changes a unique column (username, e-mail); undefined when another account holds the value. */
async function updateUnlessTaken(
  db: Db,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  try {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(userColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Undefined when the username is taken. */
export function setUsername(db: Db, userId: string, username: string) {
  return updateUnlessTaken(db, userId, { username });
}

/** Switches to a proved address; undefined when another account holds it now. */
export function setVerifiedEmail(db: Db, userId: string, email: string) {
  return updateUnlessTaken(db, userId, { email, emailVerifiedAt: new Date() });
}

export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
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
  session: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    expiresAt: Date;
    persistent: boolean;
    userAgent: string | null;
    ip: string | null;
    reauthenticatedAt: Date;
  },
) {
  await db.insert(sessions).values(session);
}

/**
 * A session is live before its idle expiry and before its absolute end (created_at plus
 * 90 days when remembered, 7 days otherwise), whichever comes first.
 */
const absoluteEndOfSession = sql`${sessions.createdAt} + (case when ${sessions.persistent} then ${SESSION_POLICY.rememberedMaxDays}::int else ${SESSION_POLICY.browserMaxDays}::int end) * interval '1 day'`;
const sessionIsLive = and(gt(sessions.expiresAt, sql`now()`), sql`${absoluteEndOfSession} > now()`);

/** The live session with this token hash, and its user. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
      ...userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), sessionIsLive, isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** The person proved who they are again in this session ("Confirm it's you"). */
export async function markReauthenticated(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

export async function touchSession(db: Db, sessionId: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

export async function listSessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sessionIsLive))
    .orderBy(desc(sessions.lastSeenAt));
}

/** True when the session existed and belonged to the user. */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteOtherSessionsOf(db: Db, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The reset token and its mail in one statement (a data-modifying WITH). */
export async function insertResetTokenWithMail(
  db: Db,
  token: { tokenHash: string; userId: string; expiresAt: Date },
  mails: OutgoingMail[],
) {
  const stored = db
    .$with("stored")
    .as(db.insert(passwordResetTokens).values(token).returning({ id: passwordResetTokens.id }));
  await enqueueMail(db.with(stored), mails);
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

export async function insertEmailVerification(
  db: Db,
  row: { userId: string; email: string; codeHash: string; tokenHash: string; expiresAt: Date },
) {
  // A new code replaces the ones before it.
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, row.userId), isNull(emailVerifications.usedAt)));
  await db.insert(emailVerifications).values(row);
}

/** How many codes the user was sent since `since`: resending is limited. */
export async function countEmailVerificationsSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
  return row?.n ?? 0;
}

const verificationColumns = {
  id: emailVerifications.id,
  userId: emailVerifications.userId,
  email: emailVerifications.email,
  codeHash: emailVerifications.codeHash,
  attempts: emailVerifications.attempts,
};

/** The user's live (unused, unexpired) code, locked for the check unless told otherwise. */
export async function findLiveVerificationOf(db: Db, userId: string, { lock = true } = {}) {
  const query = db
    .select(verificationColumns)
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findLiveVerificationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select(verificationColumns)
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .for("update");
  return row;
}

/** The live address change the user asked for, if any. */
export async function findPendingEmailOf(db: Db, userId: string, currentEmail: string) {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
        sql`lower(${emailVerifications.email}) <> lower(${currentEmail})`,
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.email;
}

export async function countVerificationAttempt(db: Db, id: string) {
  await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, id));
}

export async function useVerification(db: Db, id: string) {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(eq(emailVerifications.id, id));
}

/** Drops every pending code of the user (after a Google take-over or an address change). */
export async function useAllVerificationsOf(db: Db, userId: string) {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/**
 * Sessions past their idle expiry or their absolute lifetime, used or expired reset and
 * verification tokens.
 */
export async function deleteExpiredAccountRows(db: Db, keepUsedFor: Date) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), sql`${absoluteEndOfSession} <= now()`));
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, keepUsedFor),
        lt(passwordResetTokens.usedAt, keepUsedFor),
      ),
    );
  await db
    .delete(emailVerifications)
    .where(
      or(lt(emailVerifications.expiresAt, keepUsedFor), lt(emailVerifications.usedAt, keepUsedFor)),
    );
}

/**
 * At sign-in: refuses a disabled account, and makes an account whose verified address is
 * in ADMIN_EMAILS an admin. Returns false when the account is disabled.
 */
export async function admitSignIn(db: Db, userId: string, adminEmails: readonly string[]) {
  const [row] = await db
    .select({
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.disabledAt) return false;
  if (
    row.role !== "admin" &&
    row.emailVerifiedAt &&
    adminEmails.includes(row.email.toLowerCase())
  ) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: "admin", updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx.insert(auditLog).values({
        actorId: null,
        actorEmail: "ADMIN_EMAILS",
        action: "person.role-admin",
        target: row.email,
      });
    });
  }
  return true;
}
