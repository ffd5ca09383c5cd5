import { type AuditEntry, auditResponse } from "@pixelforge/contracts/staff";
import { useState } from "react";
import { Navigate } from "react-router";
import { formatWhen } from "../components/staff/labels";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { useApi } from "../components/staff/use-api";
import { ApiError, callApi } from "../lib/api";
import { useStaffMe } from "./staff";

const actionLabels: Record<string, string> = {
  "conversation.status": "changed the status of",
  "conversation.assign": "assigned",
  "conversation.reply": "replied to",
  "conversation.note": "added a note to",
  "person.grant-staff": "made staff",
  "person.revoke-staff": "revoked staff from",
  "person.disable": "disabled",
  "person.enable": "enabled",
  "person.role-admin": "made admin",
  "person.role-staff": "made staff",
  "person.role-member": "made a member",
  "project.create": "added",
  "project.edit": "edited",
  "project.publish": "published",
  "project.unpublish": "unpublished",
  "project.delete": "deleted",
  "project.reorder": "reordered the projects of",
  "media.upload": "uploaded image",
};

export default function StaffAudit() {
  const me = useStaffMe();
  const first = useApi(me.role === "admin" ? "/api/staff/audit" : null, auditResponse);
  const [more, setMore] = useState<{ entries: AuditEntry[]; cursor: string | null }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  if (me.role !== "admin") return <Navigate to="/staff" replace />;

  const entries = [...(first.data?.entries ?? []), ...(more?.entries ?? [])];
  const cursor = more ? more.cursor : (first.data?.nextCursor ?? null);
  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    setError(undefined);
    try {
      const page = await callApi(
        `/api/staff/audit?cursor=${encodeURIComponent(cursor)}`,
        auditResponse,
      );
      setMore({ entries: [...(more?.entries ?? []), ...page.entries], cursor: page.nextCursor });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not load more.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-2xl font-extrabold">
        Audit log
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Every staff action, newest first. Entries are never changed or removed.
      </p>
      <div className="mt-4">
        {first.status === "error" && (
          <ErrorNote message={first.error.message} retry={first.reload} />
        )}
        {first.status === "loading" && <Loading label="Loading the audit log…" />}
        {first.status === "ready" && entries.length === 0 && <Empty>No staff action yet.</Empty>}
        {entries.length > 0 && (
          <ol className="divide-y divide-slate-200 rounded-2xl bg-white text-sm ring-1 ring-slate-200">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 px-4 py-2.5">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{e.actorEmail}</span>{" "}
                  {actionLabels[e.action] ?? e.action} <span className="font-mono">{e.target}</span>
                  {typeof e.detail.status === "string" && <> → {e.detail.status}</>}
                </span>
                <time dateTime={e.createdAt} className="text-slate-500">
                  {formatWhen(e.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
        {error && <ErrorNote message={error} />}
        {cursor && (
          <div className="mt-4 text-center">
            <button type="button" className="btn-outline" onClick={loadMore} disabled={loading}>
              {loading ? "Loading…" : "Load more"}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
