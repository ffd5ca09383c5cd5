import type { ConversationKind, ConversationStatus } from "@pixelforge/contracts/conversations";

export const statusLabels: Record<ConversationStatus, string> = {
  new: "New",
  open: "Open",
  waiting: "Waiting on visitor",
  resolved: "Resolved",
};

/** The same statuses as a visitor reads them. */
export const visitorStatusLabels: Record<ConversationStatus, string> = {
  new: "Received",
  open: "Open",
  waiting: "Awaiting your reply",
  resolved: "Resolved",
};

export const kindLabels: Record<ConversationKind, string> = {
  contact: "Contact",
  ticket: "Ticket",
};

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "14 Mar, 09:30": short enough for a dense list, exact enough to act on. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}
