import type { ConversationStatus } from "@pixelforge/contracts/conversations";
import { statusLabels } from "./labels";

const tones: Record<ConversationStatus, string> = {
  new: "bg-amber-50 text-amber-900 ring-amber-300",
  open: "bg-sky-50 text-sky-900 ring-sky-300",
  waiting: "bg-slate-100 text-slate-700 ring-slate-300",
  resolved: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};

export function StatusBadge({
  status,
  labels = statusLabels,
}: {
  status: ConversationStatus;
  labels?: Record<ConversationStatus, string>;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[status]}`}
    >
      {labels[status]}
    </span>
  );
}
