import { z } from "zod";
import { emailAddress, honeypot, requiredText } from "./fields";

export const contactMessageRequest = z.object({
  user_name: requiredText("your name", 100),
  user_email: emailAddress,
  message: requiredText("a message", 5000, { multiline: true }),
  website: honeypot,
});
export type ContactMessageRequest = z.input<typeof contactMessageRequest>;

export const contactMessageResponse = z.object({
  message: z.string(),
  /** The conversation's reference; absent when the message was dropped as spam. */
  reference: z.string().optional(),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

export const supportTicketRequest = z.object({
  name: requiredText("your name", 100),
  email: emailAddress,
  subject: requiredText("a subject", 200),
  message: requiredText("a message", 5000, { multiline: true }),
  website: honeypot,
});
export type SupportTicketRequest = z.input<typeof supportTicketRequest>;

export const supportTicketResponse = z.object({
  message: z.string(),
  /** Quoted in the acknowledgement e-mail; absent when the ticket was dropped as spam. */
  reference: z.string().optional(),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;
