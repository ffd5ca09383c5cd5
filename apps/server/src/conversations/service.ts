import { timingSafeEqual } from "node:crypto";
import type { AccountConversation, VisitorThread } from "@pixelforge/contracts/conversations";
import { hashToken, newToken } from "../accounts/tokens";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { enqueueMail, type OutgoingMail } from "../mail/store";
import { conversationAcknowledgement, visitorReplyNotification } from "./mail";
import * as store from "./store";

/** Unknown reference, wrong key, missing key: one answer, so none of them tells anything. */
export const TICKET_NOT_FOUND =
  "We could not find this conversation. Check the link in your e-mail.";

export function visitorLink(publicOrigin: string, reference: string, key: string) {
  return `${publicOrigin}/tickets/${reference}?key=${encodeURIComponent(key)}`;
}

export function staffLink(publicOrigin: string, reference: string) {
  return `${publicOrigin}/staff/inbox/${reference}`;
}

function holdsKey(hashes: string[], key: string) {
  const given = Buffer.from(hashToken(key), "hex");
  let found = false;
  for (const hash of hashes) {
    const stored = Buffer.from(hash, "hex");
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = true;
  }
  return found;
}

/** A fresh private link for a mail about this conversation, inside the caller's transaction. */
export async function issueVisitorLink(
  tx: Db,
  conversation: { id: string; reference: string },
  publicOrigin: string,
) {
  const { token, hash } = newToken();
  await store.addVisitorKeyHash(tx, conversation.id, hash);
  return visitorLink(publicOrigin, conversation.reference, token);
}

/**
 * Opens a conversation inside the caller's transaction, with the visitor's acknowledgement
 * (reference and private link, never the visitor's own words). The caller adds its own mail.
 */
export async function openConversation(
  tx: Db,
  input: Omit<store.NewConversation, "visitorKeyHashes">,
  publicOrigin: string,
  otherMail: OutgoingMail[],
) {
  const { token, hash } = newToken();
  await store.insertConversation(tx, { ...input, visitorKeyHashes: [hash] });
  await enqueueMail(tx, [
    ...otherMail,
    {
      ...conversationAcknowledgement({
        kind: input.kind,
        reference: input.reference,
        link: visitorLink(publicOrigin, input.reference, token),
      }),
      to: input.email,
    },
  ]);
}

interface VisitorDependencies {
  db: Db;
  publicOrigin: string;
  agencyInbox: string;
  mailQueued: () => void;
}

/** What a visitor holding the private link can do. */
export function createVisitorConversations({
  db,
  publicOrigin,
  agencyInbox,
  mailQueued,
}: VisitorDependencies) {
  /** The visitor holds the private link's key, or is signed in with the verified address. */
  type Proof = { key: string } | { verifiedEmail: string };
  async function authorised(reference: string, proof: Proof) {
    const row = await store.findConversation(db, reference);
    const allowed =
      row &&
      ("key" in proof
        ? holdsKey(row.visitorKeyHashes, proof.key)
        : row.email.toLowerCase() === proof.verifiedEmail.toLowerCase());
    if (!row || !allowed) throw new HttpError(404, TICKET_NOT_FOUND);
    return row;
  }

  return {
    async thread(reference: string, proof: Proof): Promise<VisitorThread> {
      const row = await authorised(reference, proof);
      const messages = await store.listThread(db, row.id);
      return {
        reference: row.reference,
        kind: row.kind as VisitorThread["kind"],
        status: row.status as VisitorThread["status"],
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        messages: messages
          .filter((m) => m.author !== "note")
          .map((m) => ({
            id: m.id,
            author: m.author as "visitor" | "staff",
            body: m.body,
            createdAt: m.createdAt.toISOString(),
          })),
      };
    },

    /** Stored with the assignee's (or the agency's) notification; the status goes back to open. */
    async reply(reference: string, proof: Proof, body: string) {
      const row = await authorised(reference, proof);
      await db.transaction(async (tx) => {
        await store.insertThreadMessage(tx, { conversationId: row.id, author: "visitor", body });
        await store.reopenByVisitor(tx, row.id);
        await enqueueMail(tx, [
          {
            ...visitorReplyNotification({
              reference: row.reference,
              name: row.name,
              link: staffLink(publicOrigin, row.reference),
              body,
            }),
            to: (await store.activeAssigneeEmail(tx, row.assigneeId)) ?? agencyInbox,
            replyTo: row.email,
          },
        ]);
      });
      mailQueued();
    },

    async sentFrom(email: string): Promise<AccountConversation[]> {
      const rows = await store.listConversationsFrom(db, email);
      return rows.map((r) => ({
        reference: r.reference,
        kind: r.kind as AccountConversation["kind"],
        status: r.status as AccountConversation["status"],
        subject: r.subject,
        createdAt: r.createdAt.toISOString(),
        lastMessageAt: r.lastMessageAt.toISOString(),
      }));
    },
  };
}

export type VisitorConversations = ReturnType<typeof createVisitorConversations>;
