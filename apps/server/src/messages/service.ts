import { randomBytes } from "node:crypto";
import type { contactMessageRequest, supportTicketRequest } from "@pixelforge/contracts/messages";
import type { z } from "zod";
import type { Db } from "../db/database";
import { contactNotification, ticketAcknowledgement, ticketNotification } from "../mail/templates";
import { storeContactMessage, storeTicket } from "./store";

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
  /** Called once mail is committed, so the outbox sends it now rather than at its next poll. */
  mailQueued: () => void;
}

/**
 * Contact messages and support tickets: each is stored with its mail before the visitor
 * is told it was sent. One with the hidden `website` field filled came from a bot: it is
 * dropped, and the caller answers as if it had been stored.
 */
export function createMessageService({ db, agencyInbox, mailQueued }: MessageDependencies) {
  return {
    /** False when dropped as spam. */
    async receiveContactMessage(body: z.infer<typeof contactMessageRequest>): Promise<boolean> {
      if (body.website) return false;
      const mail = contactNotification({
        name: body.user_name,
        email: body.user_email,
        message: body.message,
      });
      await storeContactMessage(
        db,
        { userName: body.user_name, userEmail: body.user_email, message: body.message },
        [{ ...mail, to: agencyInbox, replyTo: body.user_email }],
      );
      mailQueued();
      return true;
    },

    /** The new ticket's reference, or undefined when dropped as spam. */
    async openTicket(body: z.infer<typeof supportTicketRequest>): Promise<string | undefined> {
      if (body.website) return undefined;
      const reference = newTicketReference();
      const { name, email, subject, message } = body;
      await storeTicket(db, { reference, name, email, subject, message }, [
        { ...ticketNotification({ reference, ...body }), to: agencyInbox, replyTo: email },
        { ...ticketAcknowledgement({ reference, name, subject }), to: email },
      ]);
      mailQueued();
      return reference;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
