import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { conversationMessages, conversations, users } from "../db/schema";

export type Author = "visitor" | "staff" | "note";
export type Kind = "contact" | "ticket";
export type Status = "new" | "open" | "waiting" | "resolved";

export interface NewConversation {
  kind: Kind;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  visitorKeyHashes: string[];
  /** For a message received before the inbox existed: when it came, and its status. */
  receivedAt?: Date;
  status?: Status;
}

/** The conversation and its first message; call inside the caller's transaction. */
export async function insertConversation(tx: Db, input: NewConversation) {
  const { receivedAt, ...values } = input;
  const at = receivedAt && {
    createdAt: receivedAt,
    updatedAt: receivedAt,
    lastMessageAt: receivedAt,
  };
  const [row] = await tx
    .insert(conversations)
    .values({ ...values, ...at })
    .returning({ id: conversations.id, createdAt: conversations.createdAt });
  if (!row) throw new Error("conversation insert returned nothing");
  await tx.insert(conversationMessages).values({
    conversationId: row.id,
    author: "visitor",
    body: input.message,
    ...(receivedAt && { createdAt: receivedAt }),
  });
  return row;
}

const summaryColumns = {
  id: conversations.id,
  reference: conversations.reference,
  kind: conversations.kind,
  status: conversations.status,
  name: conversations.name,
  email: conversations.email,
  subject: conversations.subject,
  preview: sql<string>`left(${conversations.message}, 160)`,
  assigneeId: conversations.assigneeId,
  // Subqueries, not a join: with a join the planner sorts the whole table instead of
  // walking the newest-first index for one page.
  assigneeName: sql<
    string | null
  >`(select ${users.username} from ${users} where ${users.id} = ${conversations.assigneeId})`,
  assigneeEmail: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${conversations.assigneeId})`,
  version: conversations.version,
  visitorKeyHashes: conversations.visitorKeyHashes,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  firstResponseAt: conversations.firstResponseAt,
};

/**
 * Who a visitor's reply is mailed to: the assignee while they still work here (staff or
 * admin, not disabled); undefined otherwise, and the agency's inbox gets it.
 */
export async function activeAssigneeEmail(db: Db, assigneeId: string | null) {
  if (!assigneeId) return undefined;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`${users.id} = ${assigneeId} and ${users.role} <> 'member' and ${users.disabledAt} is null`,
    )
    .limit(1);
  return row?.email;
}

export async function findConversation(db: Db, reference: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .where(eq(conversations.reference, reference))
    .limit(1);
  return row;
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export interface InboxFilter {
  kind?: Kind;
  status?: Status;
  /** A user id, or null for unassigned. */
  assigneeId?: string | null;
  q?: string;
}

function filterConditions(filter: InboxFilter, withStatus: boolean): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) where.push(sql`${conversations.kind} = ${filter.kind}`);
  if (withStatus && filter.status) where.push(sql`${conversations.status} = ${filter.status}`);
  if (filter.assigneeId === null) where.push(sql`${conversations.assigneeId} is null`);
  else if (filter.assigneeId) where.push(sql`${conversations.assigneeId} = ${filter.assigneeId}`);
  if (filter.q) {
    where.push(sql`${conversations.search} @@ websearch_to_tsquery('english', ${filter.q})`);
  }
  return where;
}

/** Newest first, `limit` rows after the (createdAt, id) cursor. */
export async function listConversations(
  db: Db,
  filter: InboxFilter,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  const where = filterConditions(filter, true);
  if (after) {
    where.push(
      sql`(${conversations.createdAt}, ${conversations.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(conversations)
    .where(and(...where))
    .orderBy(sql`${conversations.createdAt} desc, ${conversations.id} desc`)
    .limit(limit);
  return rows;
}

/** How many conversations of each status match the filter (its status aside). */
export async function countByStatus(db: Db, filter: InboxFilter) {
  const rows = await db
    .select({ status: conversations.status, count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(...filterConditions(filter, false)))
    .groupBy(conversations.status);
  const counts = { new: 0, open: 0, waiting: 0, resolved: 0 };
  for (const row of rows) counts[row.status as Status] = Number(row.count);
  return counts;
}

export async function listThread(db: Db, conversationId: string) {
  return db
    .select({
      id: conversationMessages.id,
      author: conversationMessages.author,
      authorName: users.username,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorUserId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

export async function insertThreadMessage(
  tx: Db,
  message: { conversationId: string; author: Author; authorUserId?: string; body: string },
) {
  await tx.insert(conversationMessages).values(message);
}

/**
 * Applies a staff change if the conversation is still at `version`; bumps the version.
 * Returns false when someone else changed it first.
 */
export async function updateConversationAt(
  tx: Db,
  id: string,
  version: number,
  change: {
    status?: Status;
    assigneeId?: string | null;
    lastMessageAt?: Date;
    staffReplied?: boolean;
  },
): Promise<boolean> {
  const rows = await tx
    .update(conversations)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
      ...(change.lastMessageAt ? { lastMessageAt: change.lastMessageAt } : {}),
      ...(change.staffReplied
        ? { firstResponseAt: sql`coalesce(${conversations.firstResponseAt}, now())` }
        : {}),
      version: sql`${conversations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(conversations.id, id), eq(conversations.version, version)))
    .returning({ id: conversations.id });
  return rows.length === 1;
}

/** A visitor reply: back to open, whatever the version (staff see the new version). */
export async function reopenByVisitor(tx: Db, id: string) {
  await tx
    .update(conversations)
    .set({
      status: "open",
      lastMessageAt: new Date(),
      updatedAt: new Date(),
      version: sql`${conversations.version} + 1`,
    })
    .where(eq(conversations.id, id));
}

export async function listConversationsFrom(db: Db, email: string) {
  return db
    .select({
      reference: conversations.reference,
      kind: conversations.kind,
      status: conversations.status,
      subject: conversations.subject,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(sql`lower(${conversations.email}) = lower(${email})`)
    .orderBy(sql`${conversations.createdAt} desc`)
    .limit(200);
}

export async function overviewFigures(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from conversations where created_at >= date_trunc('day', now())) as new_today,
      (select count(*)::int from conversations where created_at >= now() - interval '7 days') as new_week,
      (select count(*)::int from conversations where kind = 'ticket' and status <> 'resolved') as open_tickets,
      (select extract(epoch from percentile_cont(0.5) within group (order by first_response_at - created_at))
         from conversations
        where first_response_at is not null and created_at >= now() - interval '30 days') as median_seconds`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    newToday: Number(row.new_today ?? 0),
    newThisWeek: Number(row.new_week ?? 0),
    openTickets: Number(row.open_tickets ?? 0),
    medianFirstResponseSeconds: row.median_seconds == null ? null : Number(row.median_seconds),
  };
}

export async function oldestUnanswered(db: Db, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(conversations)
    .where(sql`${conversations.firstResponseAt} is null and ${conversations.status} <> 'resolved'`)
    .orderBy(asc(conversations.createdAt))
    .limit(limit);
  return rows;
}

export async function addVisitorKeyHash(tx: Db, id: string, hash: string) {
  await tx
    .update(conversations)
    .set({ visitorKeyHashes: sql`array_append(${conversations.visitorKeyHashes}, ${hash})` })
    .where(eq(conversations.id, id));
}
