import { overviewResponse } from "@pixelforge/contracts/staff";
import { ConversationList } from "../components/staff/conversation-row";
import { formatDuration } from "../components/staff/labels";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { useApi } from "../components/staff/use-api";

export default function StaffOverview() {
  const overview = useApi("/api/staff/overview", overviewResponse);
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="text-2xl font-extrabold">
        Overview
      </h1>
      {overview.status === "error" && (
        <div className="mt-4">
          <ErrorNote message={overview.error.message} retry={overview.reload} />
        </div>
      )}
      {overview.data ? (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="New today" value={String(overview.data.newToday)} />
            <Figure label="New this week" value={String(overview.data.newThisWeek)} />
            <Figure label="Open tickets" value={String(overview.data.openTickets)} />
            <Figure
              label="Median first response (30 days)"
              value={formatDuration(overview.data.medianFirstResponseSeconds)}
            />
          </dl>
          <h2 className="mt-8 mb-3 text-lg font-bold">Oldest unanswered</h2>
          {overview.data.oldestUnanswered.length === 0 ? (
            <Empty>Every conversation has an answer. Nice work.</Empty>
          ) : (
            <ConversationList conversations={overview.data.oldestUnanswered} />
          )}
        </>
      ) : (
        overview.status === "loading" && <Loading label="Counting…" />
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-ink">{value}</dd>
    </div>
  );
}
