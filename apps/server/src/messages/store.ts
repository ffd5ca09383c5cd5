import type { Db } from "../db/database";
import { contactMessages, supportTickets } from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/store";

/*
 * A message and its mail are written in one statement, a data-modifying WITH: atomic like
 * a transaction, in one round trip instead of four (BEGIN, two inserts, COMMIT). Contact
 * is the busiest form, and the embedded database serves one statement at a time
 * (decisions 004 and 007).
 */

export async function storeContactMessage(
  db: Db,
  message: { userName: string; userEmail: string; message: string },
  mails: OutgoingMail[],
) {
  const stored = db
    .$with("stored")
    .as(db.insert(contactMessages).values(message).returning({ id: contactMessages.id }));
  await enqueueMail(db.with(stored), mails);
}

export async function storeTicket(
  db: Db,
  ticket: { reference: string; name: string; email: string; subject: string; message: string },
  mails: OutgoingMail[],
) {
  const stored = db
    .$with("stored")
    .as(db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id }));
  await enqueueMail(db.with(stored), mails);
}
