import type { ThreadMessage } from "@pixelforge/contracts/staff";
import { formatWhen } from "./labels";

const looks = {
  visitor: { box: "bg-white ring-slate-200", who: "Visitor" },
  staff: { box: "bg-sky-50 ring-sky-200", who: "Reply" },
  note: {
    box: "bg-amber-50 ring-amber-300 border-l-4 border-amber-500",
    who: "Internal note — not shown to the visitor",
  },
};

/** The thread, oldest first. Internal notes are amber with a label, never mistaken for a reply. */
export function Thread({
  messages,
  visitorName,
}: {
  messages: ThreadMessage[];
  visitorName: string;
}) {
  return (
    <ol className="space-y-3">
      {messages.map((m) => {
        const look = looks[m.author];
        const who = m.author === "visitor" ? visitorName : (m.authorName ?? "Staff");
        return (
          <li key={m.id} className={`rounded-2xl p-4 ring-1 ${look.box}`}>
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold text-ink">{who}</span>{" "}
                <span
                  className={
                    m.author === "note" ? "font-semibold text-amber-900" : "text-slate-500"
                  }
                >
                  · {look.who}
                </span>
              </span>
              <time dateTime={m.createdAt} className="text-slate-500">
                {formatWhen(m.createdAt)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
