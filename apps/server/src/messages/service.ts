import { randomBytes } from "node:crypto";
import type { contactMessageRequest, supportTicketRequest } from "@pixelforge/contracts/messages";
import type { z } from "zod";
import { markDone } from "../db/app-meta";
import type { Db } from "../db/database";
import { contactNotification, ticketNotification } from "../mail/templates";
import {
  listUnmirroredMessages,
  mirrorOldMessages,
  storeContactMessage,
  storeTicket,
} from "./store";

/** No 0/O or 1/I: references are read aloud and typed by hand. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newTicketReference(): string {
  const bytes = randomBytes(8);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `PF-${code}`;
}

interface MessageDependencies {
  db: Db;
  /** Receives contact messages and tickets. */
  agencyInbox: string;
  /** The visitor's private link points here. */
  publicOrigin: string;
  /** Called once mail is committed, so the outbox sends it now rather than at its next poll. */
  mailQueued: () => void;
}

/**
 * Contact messages and support tickets: each is stored with its mail before the visitor
 * is told it was sent. One with the hidden `website` field filled came from a bot: it is
 * dropped, and the caller answers as if it had been stored.
 */
export function createMessageService({
  db,
  agencyInbox,
  publicOrigin,
  mailQueued,
}: MessageDependencies) {
  return {
    /** The new conversation's reference, or undefined when dropped as spam. */
    async receiveContactMessage(
      body: z.infer<typeof contactMessageRequest>,
    ): Promise<string | undefined> {
      if (body.website) return undefined;
      const reference = newTicketReference();
      const mail = contactNotification({
        name: body.user_name,
        email: body.user_email,
        message: body.message,
      });
      await storeContactMessage(
        db,
        {
          reference,
          userName: body.user_name,
          userEmail: body.user_email,
          message: body.message,
        },
        [
          {
            ...mail,
            subject: `[${reference}] ${mail.subject}`,
            to: agencyInbox,
            replyTo: body.user_email,
          },
        ],
        publicOrigin,
      );
      mailQueued();
      return reference;
    },

    /** The new ticket's reference, or undefined when dropped as spam. */
    async openTicket(body: z.infer<typeof supportTicketRequest>): Promise<string | undefined> {
      if (body.website) return undefined;
      const reference = newTicketReference();
      const { name, email, subject, message } = body;
      await storeTicket(
        db,
        { reference, name, email, subject, message },
        [{ ...ticketNotification({ reference, ...body }), to: agencyInbox, replyTo: email }],
        publicOrigin,
      );
      mailQueued();
      return reference;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

const MIRROR_MARK = "conversations-from-old-messages";
/** Older than this, a message from before the inbox is taken as dealt with (by e-mail). */
const SETTLED_AFTER_MS = 30 * 86_400_000;

/**
 * Once per database: contact messages and tickets stored before the staff inbox existed
 * become conversations too (decision 015), so the inbox shows everything ever received.
 * They have no private link yet; the first staff reply mails one. Returns how many.
 */
export async function mirrorOldMessagesOnce(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await markDone(tx, MIRROR_MARK))) return 0;
    const { contact, tickets } = await listUnmirroredMessages(tx);
    const conversation = (receivedAt: Date) => ({
      visitorKeyHashes: [],
      receivedAt,
      status:
        now - receivedAt.getTime() > SETTLED_AFTER_MS ? ("resolved" as const) : ("new" as const),
    });
    await mirrorOldMessages(tx, [
      ...contact.map((m) => ({
        kind: "contact" as const,
        reference: newTicketReference(),
        name: m.name,
        email: m.email,
        subject: "",
        message: m.message,
        ...conversation(new Date(m.createdAt)),
      })),
      ...tickets.map((t) => ({
        kind: "ticket" as const,
        reference: t.reference,
        name: t.name,
        email: t.email,
        subject: t.subject,
        message: t.message,
        ...conversation(new Date(t.createdAt)),
      })),
    ]);
    return contact.length + tickets.length;
  });
}
