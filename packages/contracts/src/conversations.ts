import { z } from "zod";
import { plainText } from "./fields";

export const conversationKinds = ["contact", "ticket"] as const;
export const conversationKind = z.enum(conversationKinds);
export type ConversationKind = z.infer<typeof conversationKind>;

export const conversationStatuses = ["new", "open", "waiting", "resolved"] as const;
export const conversationStatus = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof conversationStatus>;

export const MESSAGE_BODY_MAX = 10_000;

/** A reply or note: up to 10,000 characters, line breaks allowed, no control characters. */
export const messageBody = plainText({ multiline: true, error: "Write a message." })
  .trim()
  .min(1, "Write a message.")
  .max(MESSAGE_BODY_MAX, `Keep it under ${MESSAGE_BODY_MAX + 1} characters.`);

/** PF- and eight letters or digits (no 0, 1, I or O). */
export const reference = z
  .string()
  .regex(/^PF-[A-HJ-NP-Z2-9]{8}$/, "That is not a reference like PF-7K3Q9ABC.");

/** The private link's secret: 256 bits in base64url. */
export const visitorKey = z
  .string({ error: "This link is incomplete." })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This link is incomplete.");

/** What a visitor sees of a thread: never internal notes, never staff names. */
export const visitorThreadMessage = z.object({
  id: z.string(),
  author: z.enum(["visitor", "staff"]),
  body: z.string(),
  createdAt: z.string(),
});

export const visitorThread = z.object({
  reference: z.string(),
  kind: conversationKind,
  status: conversationStatus,
  subject: z.string(),
  createdAt: z.string(),
  messages: z.array(visitorThreadMessage),
});
export type VisitorThread = z.infer<typeof visitorThread>;

export const visitorThreadRequest = z.object({ key: visitorKey });
export const visitorReplyRequest = z.object({ key: visitorKey, body: messageBody });
export type VisitorReplyRequest = z.input<typeof visitorReplyRequest>;

export const accountConversation = z.object({
  reference: z.string(),
  kind: conversationKind,
  status: conversationStatus,
  subject: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export const accountConversationsResponse = z.object({
  conversations: z.array(accountConversation),
});
export type AccountConversation = z.infer<typeof accountConversation>;

/** A signed-in visitor's reply from /account/tickets: the session proves who they are. */
export const accountReplyRequest = z.object({ body: messageBody });
export type AccountReplyRequest = z.input<typeof accountReplyRequest>;
