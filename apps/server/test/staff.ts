import { sql } from "drizzle-orm";
import { hashPassword } from "../src/accounts/passwords";
import { newToken } from "../src/accounts/tokens";
import type { Db } from "../src/db/database";
import { sessions, users } from "../src/db/schema";

export interface TestCaller {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** An account of the given role with a live session, made directly in the database. */
export async function makeCaller(
  db: Db,
  name: string,
  role: "member" | "staff" | "admin",
  options: { password?: string; verified?: boolean } = {},
): Promise<TestCaller> {
  const email = `${name}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: name,
      role,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const { token, hash } = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hash, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** The private link's key in the last mail to `to` about `reference`. */
export async function lastVisitorKey(db: Db, to: string, reference: string) {
  const result = (await db.execute(
    sql`select text_body from mail_outbox where to_address = ${to} order by created_at desc`,
  )) as unknown as { rows: { text_body: string }[] };
  for (const row of result.rows) {
    const match = row.text_body.match(new RegExp(`/tickets/${reference}\\?key=([A-Za-z0-9_-]+)`));
    if (match?.[1]) return match[1];
  }
  throw new Error(`no link for ${reference} to ${to}`);
}
