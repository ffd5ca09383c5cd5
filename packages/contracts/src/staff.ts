import { z } from "zod";
import {
  conversationKind,
  conversationStatus,
  conversationStatuses,
  messageBody,
} from "./conversations";
import { plainText } from "./fields";

export const roles = ["member", "staff", "admin"] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const staffMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
});
export type StaffMe = z.infer<typeof staffMe>;

export const staffMember = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffMember = z.infer<typeof staffMember>;

export const conversationSummary = z.object({
  reference: z.string(),
  kind: conversationKind,
  status: conversationStatus,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  preview: z.string(),
  assignee: staffMember.nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

const uuid = z.uuid("Not a valid id.");

/** Query of `GET /api/staff/conversations`. `assignee`: a staff id, `me` or `none`. */
export const inboxQuery = z.object({
  kind: conversationKind.optional(),
  status: conversationStatus.optional(),
  assignee: z.union([z.literal("me"), z.literal("none"), uuid]).optional(),
  q: plainText().trim().max(200, "Keep the search under 201 characters.").optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "Not a valid page.")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type InboxQuery = z.input<typeof inboxQuery>;

export const statusCounts = z.object(
  Object.fromEntries(conversationStatuses.map((s) => [s, z.number()])) as Record<
    (typeof conversationStatuses)[number],
    z.ZodNumber
  >,
);

export const inboxResponse = z.object({
  conversations: z.array(conversationSummary),
  nextCursor: z.string().nullable(),
  counts: statusCounts,
});
export type InboxResponse = z.infer<typeof inboxResponse>;

export const threadMessage = z.object({
  id: z.string(),
  author: z.enum(["visitor", "staff", "note"]),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const conversationDetail = z.object({
  conversation: conversationSummary.extend({ version: z.number() }),
  messages: z.array(threadMessage),
  team: z.array(staffMember),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

const version = z.number({ error: "The version is missing." }).int().min(1);

export const statusChangeRequest = z.object({ status: conversationStatus, version });
export const assignRequest = z.object({ assigneeId: uuid.nullable(), version });
export const replyRequest = z.object({ body: messageBody, version });
export type ReplyRequest = z.input<typeof replyRequest>;
export const noteRequest = z.object({ body: messageBody });
export type NoteRequest = z.input<typeof noteRequest>;

export const overviewResponse = z.object({
  newToday: z.number(),
  newThisWeek: z.number(),
  openTickets: z.number(),
  /** Median time to the first staff reply over the last 30 days; null when none. */
  medianFirstResponseSeconds: z.number().nullable(),
  oldestUnanswered: z.array(conversationSummary),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const person = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof person>;

export const peopleQuery = z.object({
  q: plainText().trim().max(200, "Keep the search under 201 characters.").optional(),
});
export const peopleResponse = z.object({ people: z.array(person) });
export const roleChangeRequest = z.object({ role: z.enum(["member", "staff"]) });
export const disableRequest = z.object({ disabled: z.boolean() });

export const auditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "Not a valid page.")
    .optional(),
});
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  nextCursor: z.string().nullable(),
});
