import type { ConversationSummary } from "@pixelforge/contracts/staff";
import { Link } from "react-router";
import { formatWhen, kindLabels } from "./labels";
import { StatusBadge } from "./status-badge";

/** One conversation in a list: who, what, status and when, linked to its thread. */
export function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  return (
    <li>
      <Link
        to={`/staff/inbox/${c.reference}`}
        className="grid gap-x-4 gap-y-1 px-4 py-3 transition hover:bg-mist focus-visible:bg-mist sm:grid-cols-[1fr_auto]"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink">{c.name}</span>
            <span className="truncate text-sm text-slate-500">{c.email}</span>
          </span>
          <span className="block truncate text-sm text-slate-800">
            <span className="font-medium">{c.subject || "Contact message"}</span>
            <span className="text-slate-500"> — {c.preview}</span>
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500 sm:justify-end">
          <StatusBadge status={c.status} />
          <span>{kindLabels[c.kind]}</span>
          <span className="font-mono">{c.reference}</span>
          <time dateTime={c.createdAt}>{formatWhen(c.createdAt)}</time>
          {c.assignee && <span>→ {c.assignee.name}</span>}
        </span>
      </Link>
    </li>
  );
}

export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      {conversations.map((c) => (
        <ConversationRow key={c.reference} conversation={c} />
      ))}
    </ul>
  );
}
