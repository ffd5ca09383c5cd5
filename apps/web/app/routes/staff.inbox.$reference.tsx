import { conversationStatuses } from "@pixelforge/contracts/conversations";
import { type ConversationDetail, conversationDetail } from "@pixelforge/contracts/staff";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatWhen, kindLabels, statusLabels } from "../components/staff/labels";
import { MessageForm } from "../components/staff/message-form";
import { Select } from "../components/staff/select";
import { ErrorNote, Loading } from "../components/staff/states";
import { StatusBadge } from "../components/staff/status-badge";
import { Thread } from "../components/staff/thread";
import { useApi } from "../components/staff/use-api";
import { ApiError, callApi } from "../lib/api";

export default function StaffConversation() {
  const { reference = "" } = useParams();
  const base = `/api/staff/conversations/${encodeURIComponent(reference)}`;
  const detail = useApi(base, conversationDetail);
  const [notice, setNotice] = useState<string>();
  const [changing, setChanging] = useState(false);

  /** Sends a change; after a 409 (someone else was quicker) the page reloads, the error stays. */
  async function send(path: string, body: object) {
    setNotice(undefined);
    try {
      detail.replace(await callApi(`${base}/${path}`, conversationDetail, { body }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) detail.reload();
      throw error;
    }
  }

  async function change(path: string, body: object) {
    setChanging(true);
    try {
      await send(path, body);
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : "The change was not saved.");
    } finally {
      setChanging(false);
    }
  }

  if (!detail.data) {
    return detail.status === "error" ? (
      <ErrorNote message={detail.error.message} retry={detail.reload} />
    ) : (
      <Loading label="Loading the conversation…" />
    );
  }
  const { conversation: c, messages, team } = detail.data as ConversationDetail;

  return (
    <article aria-labelledby="conversation-heading">
      <p className="text-sm">
        <Link to="/staff/inbox" className="font-semibold text-royal underline underline-offset-4">
          ← Inbox
        </Link>
      </p>
      <div className="mt-3 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <header>
            <h1 id="conversation-heading" className="text-2xl font-extrabold break-words">
              {c.subject || "Contact message"}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <StatusBadge status={c.status} />
              <span>{kindLabels[c.kind]}</span>
              <span className="font-mono">{c.reference}</span>
              <span>
                from <span className="font-semibold text-ink">{c.name}</span> &lt;{c.email}&gt;
              </span>
              <span>· {formatWhen(c.createdAt)}</span>
            </p>
          </header>
          {notice && <ErrorNote message={notice} />}
          <Thread messages={messages} visitorName={c.name} />
          <MessageForm
            label="Reply to the visitor (sent by e-mail)"
            submitLabel="Send reply"
            busyLabel="Sending…"
            tone="reply"
            send={(body) => send("replies", { body, version: c.version })}
          />
          <MessageForm
            label="Internal note (only staff see it)"
            submitLabel="Add note"
            busyLabel="Saving…"
            tone="note"
            send={(body) => send("notes", { body })}
          />
        </div>
        <aside
          aria-label="Conversation settings"
          className="space-y-4 lg:sticky lg:top-28 lg:self-start"
        >
          <div className="space-y-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
            <Select
              label="Status"
              value={c.status}
              disabled={changing}
              onChange={(status) => change("status", { status, version: c.version })}
              options={conversationStatuses.map((s) => [s, statusLabels[s]])}
            />
            <Select
              label="Assignee"
              value={c.assignee?.id ?? ""}
              disabled={changing}
              onChange={(id) => change("assign", { assigneeId: id || null, version: c.version })}
              options={[["", "Unassigned"], ...team.map((m): [string, string] => [m.id, m.name])]}
            />
            {c.status !== "resolved" && (
              <button
                type="button"
                className="btn-outline w-full py-2 text-sm"
                disabled={changing}
                onClick={() => change("status", { status: "resolved", version: c.version })}
              >
                Mark resolved
              </button>
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}
