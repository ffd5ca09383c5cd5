import type {
  ConversationDetail,
  ConversationSummary,
  InboxResponse,
  OverviewResponse,
} from "@pixelforge/contracts/staff";
import { staffReplyMail } from "../conversations/mail";
import { issueVisitorLink } from "../conversations/service";
import * as conversations from "../conversations/store";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { enqueueMail } from "../mail/store";
import { decodeCursor, encodeCursor } from "./cursor";
import { appendAudit, isActiveStaff, listTeam } from "./store";

export const STALE_VERSION =
  "Someone else changed this conversation a moment ago. It has been reloaded: check it and try again.";

export interface Actor {
  id: string;
  email: string;
}

function toSummary(row: conversations.ConversationRow): ConversationSummary {
  return {
    reference: row.reference,
    kind: row.kind as ConversationSummary["kind"],
    status: row.status as ConversationSummary["status"],
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: row.preview,
    assignee:
      row.assigneeId && row.assigneeName && row.assigneeEmail
        ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

interface InboxDependencies {
  db: Db;
  /** Links in the visitor's mail point here. */
  publicOrigin: string;
  mailQueued: () => void;
}

export function createInboxService({ db, publicOrigin, mailQueued }: InboxDependencies) {
  async function load(reference: string) {
    const row = await conversations.findConversation(db, reference);
    if (!row) throw new HttpError(404, `There is no conversation ${reference}.`);
    return row;
  }

  /** Runs a versioned change and its audit entry in one transaction; 409 when stale. */
  async function change(
    actor: Actor,
    reference: string,
    version: number,
    action: string,
    apply: (tx: Db, row: conversations.ConversationRow) => Promise<boolean>,
    detail: Record<string, unknown>,
  ) {
    const row = await load(reference);
    if (row.version !== version) throw new HttpError(409, STALE_VERSION);
    await db.transaction(async (tx) => {
      if (!(await apply(tx, row))) throw new HttpError(409, STALE_VERSION);
      await appendAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        target: reference,
        detail,
      });
    });
  }

  const service = {
    async overview(): Promise<OverviewResponse> {
      const [figures, oldest] = [
        await conversations.overviewFigures(db),
        await conversations.oldestUnanswered(db, 5),
      ];
      return { ...figures, oldestUnanswered: oldest.map(toSummary) };
    },

    async inbox(
      actor: Actor,
      query: {
        kind?: conversations.Kind;
        status?: conversations.Status;
        assignee?: string;
        q?: string;
        cursor?: string;
        limit: number;
      },
    ): Promise<InboxResponse> {
      const filter: conversations.InboxFilter = {
        kind: query.kind,
        status: query.status,
        q: query.q || undefined,
        assigneeId:
          query.assignee === "me" ? actor.id : query.assignee === "none" ? null : query.assignee,
      };
      const after = decodeCursor(query.cursor);
      if (query.cursor && !after) throw new HttpError(400, "This page of the inbox is not valid.");
      const rows = await conversations.listConversations(db, filter, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        conversations: page.map(toSummary),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
        counts: await conversations.countByStatus(db, filter),
      };
    },

    async detail(reference: string): Promise<ConversationDetail> {
      const row = await load(reference);
      const [thread, team] = [await conversations.listThread(db, row.id), await listTeam(db)];
      return {
        conversation: { ...toSummary(row), version: row.version },
        messages: thread.map((m) => ({
          id: m.id,
          author: m.author as "visitor" | "staff" | "note",
          authorName: m.authorName ?? null,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        })),
        team,
      };
    },

    async setStatus(
      actor: Actor,
      reference: string,
      status: conversations.Status,
      version: number,
    ) {
      await change(
        actor,
        reference,
        version,
        "conversation.status",
        (tx, row) => conversations.updateConversationAt(tx, row.id, version, { status }),
        { status },
      );
      return service.detail(reference);
    },

    async assign(actor: Actor, reference: string, assigneeId: string | null, version: number) {
      if (assigneeId && !(await isActiveStaff(db, assigneeId))) {
        throw new HttpError(400, "Choose a member of staff.", {
          assigneeId: ["Choose a member of staff."],
        });
      }
      await change(
        actor,
        reference,
        version,
        "conversation.assign",
        (tx, row) => conversations.updateConversationAt(tx, row.id, version, { assigneeId }),
        { assigneeId },
      );
      return service.detail(reference);
    },

    /** Notes do not change the conversation, so they need no version. */
    async addNote(actor: Actor, reference: string, body: string) {
      const row = await load(reference);
      await db.transaction(async (tx) => {
        await conversations.insertThreadMessage(tx, {
          conversationId: row.id,
          author: "note",
          authorUserId: actor.id,
          body,
        });
        await appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: "conversation.note",
          target: reference,
        });
      });
      return service.detail(reference);
    },

    /** Stored, mailed through the outbox in the same transaction, and the status set to waiting. */
    async reply(actor: Actor, reference: string, body: string, version: number) {
      const row = await load(reference);
      await change(
        actor,
        reference,
        version,
        "conversation.reply",
        async (tx) => {
          const changed = await conversations.updateConversationAt(tx, row.id, version, {
            status: "waiting",
            lastMessageAt: new Date(),
            staffReplied: true,
          });
          if (!changed) return false;
          await conversations.insertThreadMessage(tx, {
            conversationId: row.id,
            author: "staff",
            authorUserId: actor.id,
            body,
          });
          const link = await issueVisitorLink(tx, row, publicOrigin);
          await enqueueMail(tx, [{ ...staffReplyMail({ reference, link, body }), to: row.email }]);
          return true;
        },
        {},
      );
      mailQueued();
      return service.detail(reference);
    },
  };
  return service;
}

export type InboxService = ReturnType<typeof createInboxService>;
