import type { PublicUser } from "@pixelforge/contracts/auth";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { sessions, users } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export const SESSION_COOKIE = "pf_session";
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export function toPublicUser(user: { id: string; username: string; email: string }): PublicUser {
  return { id: user.id, name: user.username, email: user.email };
}

export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt });
  return { token, expiresAt };
}

/** The bearer token or the session cookie of a request, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * The signed-in user, or undefined. Sliding expiry: a session used more than a day after
 * its last extension is extended to 30 days from now (at most one write a day).
 */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
    expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  return { user: toPublicUser(row), expiresAt };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

function cookieIsSecure(config: Config) {
  const origin = new URL(config.publicOrigin);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(origin.hostname);
  return !(origin.protocol === "http:" && local);
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: cookieIsSecure(config),
    sameSite: "lax",
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    secure: cookieIsSecure(config),
    sameSite: "lax",
    path: "/",
  });
}
