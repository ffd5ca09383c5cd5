import { sql } from "drizzle-orm";
import { openConversation } from "../conversations/service";
import { insertConversation, type NewConversation } from "../conversations/store";
import type { Db } from "../db/database";
import { contactMessages, supportTickets } from "../db/schema";
import type { OutgoingMail } from "../mail/store";

/*
 * A message is written twice in one transaction: to the spec's own table, and as a
 * conversation the staff inbox shows and the visitor can follow (decision 015). Its mail
 * (to the agency, and the visitor's acknowledgement with the private link) commits with it.
 */

export async function storeContactMessage(
  db: Db,
  message: { reference: string; userName: string; userEmail: string; message: string },
  mails: OutgoingMail[],
  publicOrigin: string,
) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      userName: message.userName,
      userEmail: message.userEmail,
      message: message.message,
    });
    await openConversation(
      tx,
      {
        kind: "contact",
        reference: message.reference,
        name: message.userName,
        email: message.userEmail,
        subject: "",
        message: message.message,
      },
      publicOrigin,
      mails,
    );
  });
}

export async function storeTicket(
  db: Db,
  ticket: { reference: string; name: string; email: string; subject: string; message: string },
  mails: OutgoingMail[],
  publicOrigin: string,
) {
  await db.transaction(async (tx) => {
    await tx.insert(supportTickets).values(ticket);
    await openConversation(tx, { kind: "ticket", ...ticket }, publicOrigin, mails);
  });
}

/** What someone wrote to the agency from this address (any case): for "download my data". */
export async function listMessagesFrom(db: Db, email: string) {
  const contact = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.userName,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.userEmail}) = lower(${email})`)
    .orderBy(contactMessages.createdAt);
  const tickets = await db
    .select({
      reference: supportTickets.reference,
      name: supportTickets.name,
      subject: supportTickets.subject,
      message: supportTickets.message,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(sql`lower(${supportTickets.email}) = lower(${email})`)
    .orderBy(supportTickets.createdAt);
  return { contactMessages: contact, tickets };
}

/** The name and address that remain on a deleted account's messages. */
export const ANONYMOUS_NAME = "Deleted account";
export const ANONYMOUS_EMAIL = "deleted@invalid";

/**
 * When an account is deleted its messages stay for the agency's records, without the
 * writer's name or address (the privacy page says so). Run inside the deletion's transaction.
 */
export async function anonymiseMessagesFrom(tx: Db, email: string) {
  await tx
    .update(contactMessages)
    .set({ userName: ANONYMOUS_NAME, userEmail: ANONYMOUS_EMAIL })
    .where(sql`lower(${contactMessages.userEmail}) = lower(${email})`);
  await tx
    .update(supportTickets)
    .set({ name: ANONYMOUS_NAME, email: ANONYMOUS_EMAIL })
    .where(sql`lower(${supportTickets.email}) = lower(${email})`);
}

/**
 * Contact messages and tickets stored before the staff inbox existed (no conversation
 * mirrors them: a ticket by its reference, a contact message by address, text and time,
 * which its conversation shares since both were written in one transaction).
 */
export async function listUnmirroredMessages(db: Db) {
  const contact = await db.execute(sql`
    select m.user_name as name, m.user_email as email, m.message, m.created_at as "createdAt"
    from ${contactMessages} m
    where not exists (
      select 1 from conversations c
      where c.kind = 'contact' and c.email = m.user_email and c.message = m.message
        and c.created_at = m.created_at)
    order by m.created_at`);
  const tickets = await db.execute(sql`
    select t.reference, t.name, t.email, t.subject, t.message, t.created_at as "createdAt"
    from ${supportTickets} t
    where not exists (select 1 from conversations c where c.reference = t.reference)
    order by t.created_at`);
  type Row = { name: string; email: string; message: string; createdAt: string | Date };
  return {
    contact: (contact as unknown as { rows: Row[] }).rows,
    tickets: (tickets as unknown as { rows: (Row & { reference: string; subject: string })[] })
      .rows,
  };
}

/** Adds conversations for old messages; call inside the caller's transaction. */
export async function mirrorOldMessages(tx: Db, items: NewConversation[]) {
  for (const item of items) await insertConversation(tx, item);
}
