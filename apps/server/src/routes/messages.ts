import { randomBytes } from "node:crypto";
import {
  type ContactMessageResponse,
  contactMessageRequest,
  type SupportTicketResponse,
  supportTicketRequest,
} from "@pixelforge/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { contactMessages, supportTickets } from "../db/schema";
import { parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import type { OutboxWorker } from "../mail/outbox";
import { enqueueMail } from "../mail/store";
import { contactNotification, ticketAcknowledgement, ticketNotification } from "../mail/templates";

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newTicketReference(): string {
  const bytes = randomBytes(8);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `PF-${code}`;
}

interface Dependencies {
  db: Db;
  config: Config;
  outbox: () => OutboxWorker | undefined;
}

export function messageRoutes(app: FastifyInstance, { db, config, outbox }: Dependencies) {
  app.post("/api/contact", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const body = parseWith(contactMessageRequest, request.body);
    const answer: ContactMessageResponse = { message: "Thank you! Your message has been sent." };
    if (body.website) {
      request.log.info("contact message dropped: honeypot filled");
      return reply.status(201).send(answer);
    }
    const mail = contactNotification({
      name: body.user_name,
      email: body.user_email,
      message: body.message,
    });
    // One statement: the message and its mail are stored together or not at all.
    const stored = db
      .$with("stored")
      .as(
        db
          .insert(contactMessages)
          .values({ userName: body.user_name, userEmail: body.user_email, message: body.message })
          .returning({ id: contactMessages.id }),
      );
    await enqueueMail(db.with(stored), [
      { ...mail, to: config.agencyInbox, replyTo: body.user_email },
    ]);
    outbox()?.kick();
    return reply.status(201).send(answer);
  });

  app.post("/api/tickets", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const body = parseWith(supportTicketRequest, request.body);
    const message =
      "Thank you! Your request has been received. Our team will reach out to you soon.";
    if (body.website) {
      request.log.info("support ticket dropped: honeypot filled");
      return reply.status(201).send({ message } satisfies SupportTicketResponse);
    }
    const reference = newTicketReference();
    const stored = db.$with("stored").as(
      db
        .insert(supportTickets)
        .values({
          reference,
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
        })
        .returning({ id: supportTickets.id }),
    );
    await enqueueMail(db.with(stored), [
      {
        ...ticketNotification({ reference, ...body }),
        to: config.agencyInbox,
        replyTo: body.email,
      },
      {
        ...ticketAcknowledgement({
          reference,
          name: body.name,
          subject: body.subject,
        }),
        to: body.email,
      },
    ]);
    outbox()?.kick();
    return reply.status(201).send({ message, reference } satisfies SupportTicketResponse);
  });
}
