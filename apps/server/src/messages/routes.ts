import {
  type ContactMessageResponse,
  contactMessageRequest,
  type SupportTicketResponse,
  supportTicketRequest,
} from "@pixelforge/contracts/messages";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import type { MessageService } from "./service";

/** `POST /api/contact` and `POST /api/tickets`: answered 201 once stored with their mail. */
export function messageRoutes(app: FastifyInstance, messages: MessageService) {
  app.post("/api/contact", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const body = parseWith(contactMessageRequest, request.body);
    const reference = await messages.receiveContactMessage(body);
    if (!reference) request.log.info("contact message dropped: honeypot filled");
    const message = "Thank you! Your message has been sent.";
    return reply
      .status(201)
      .send((reference ? { message, reference } : { message }) satisfies ContactMessageResponse);
  });

  app.post("/api/tickets", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const body = parseWith(supportTicketRequest, request.body);
    const reference = await messages.openTicket(body);
    if (!reference) request.log.info("support ticket dropped: honeypot filled");
    const message =
      "Thank you! Your request has been received. Our team will reach out to you soon.";
    return reply
      .status(201)
      .send((reference ? { message, reference } : { message }) satisfies SupportTicketResponse);
  });
}
