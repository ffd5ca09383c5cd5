import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { auditLog, sessions, users } from "../db/schema";

export type Role = "member" | "staff" | "admin";

export async function findRole(db: Db, userId: string) {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.disabledAt ? (row.role as Role) : undefined;
}

export async function listTeam(db: Db) {
  return db
    .select({ id: users.id, name: users.username, email: users.email })
    .from(users)
    .where(sql`${users.role} <> 'member' and ${users.disabledAt} is null`)
    .orderBy(users.username);
}

export async function isActiveStaff(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), sql`${users.role} <> 'member' and ${users.disabledAt} is null`),
    )
    .limit(1);
  return Boolean(row);
}

const personColumns = {
  id: users.id,
  name: users.username,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

/** Staff first, then by name; a search matches e-mail or username anywhere. */
export async function searchPeople(db: Db, q: string | undefined, limit = 50) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(personColumns)
    .from(users)
    .where(
      pattern
        ? sql`(${users.email} ilike ${pattern} or ${users.username} ilike ${pattern})`
        : undefined,
    )
    .orderBy(sql`${users.role} = 'member'`, users.username)
    .limit(limit);
}

export async function findPerson(db: Db, id: string) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function setRole(db: Db, id: string, role: Role) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The operator at the terminal vouches for the address (`staff add --mark-verified`). */
export async function markEmailVerified(db: Db, id: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export async function listStaff(db: Db) {
  return db
    .select(personColumns)
    .from(users)
    .where(sql`${users.role} <> 'member'`)
    .orderBy(users.email);
}

/** Disabling ends every session at once. */
export async function setDisabled(db: Db, id: string, disabled: boolean) {
  await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, id));
  if (disabled) await db.delete(sessions).where(eq(sessions.userId, id));
}

export interface AuditInput {
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

/** The audit log is only ever appended to: this module has no update or delete for it. */
export async function appendAudit(db: Db, entry: AuditInput) {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

export async function listAudit(
  db: Db,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  return db
    .select()
    .from(auditLog)
    .where(
      after
        ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The account's address when verified, null when not, undefined when there is no such account. */
export async function verifiedEmailOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return row.verifiedAt ? row.email : null;
}
