import { conversationStatuses } from "@pixelforge/contracts/conversations";
import { type ConversationSummary, inboxResponse } from "@pixelforge/contracts/staff";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ConversationList } from "../components/staff/conversation-row";
import { kindLabels, statusLabels } from "../components/staff/labels";
import { SearchBox } from "../components/staff/search-box";
import { Select } from "../components/staff/select";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { useApi } from "../components/staff/use-api";
import { ApiError, callApi } from "../lib/api";

const FILTERS = ["kind", "status", "assignee", "q"] as const;

/** Filters live in the address, so Back and a shared link show the same list. */
export default function StaffInbox() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const first = useApi(`/api/staff/conversations?${query}`, inboxResponse);
  const [more, setMore] = useState<{ items: ConversationSummary[]; cursor: string | null }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();

  // A new first page starts the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first page changes
  useEffect(() => {
    setMore(undefined);
    setMoreError(undefined);
  }, [first.data]);

  const setFilter = (name: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  const items = [...(first.data?.conversations ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.cursor : (first.data?.nextCursor ?? null);

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await callApi(
        `/api/staff/conversations?${query}&cursor=${encodeURIComponent(cursor)}`,
        inboxResponse,
      );
      setMore({ items: [...(more?.items ?? []), ...page.conversations], cursor: page.nextCursor });
    } catch (error) {
      setMoreError(error instanceof ApiError ? error.message : "Could not load more.");
    } finally {
      setLoadingMore(false);
    }
  }

  const status = params.get("status") ?? "";
  const counts = first.data?.counts;
  const filtered = FILTERS.some((name) => params.get(name));

  return (
    <section aria-labelledby="inbox-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inbox-heading" className="text-2xl font-extrabold">
          Inbox
        </h1>
        <SearchBox
          label="Search name, e-mail, subject and message"
          placeholder="Search name, e-mail, subject, message"
          initial={params.get("q") ?? ""}
          onSearch={(text) => setFilter("q", text)}
          widthClass="sm:w-80"
        />
      </div>

      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Status</legend>
        <StatusTab label="All" active={status === ""} onSelect={() => setFilter("status", "")} />
        {conversationStatuses.map((s) => (
          <StatusTab
            key={s}
            label={`${statusLabels[s]}${counts ? ` ${counts[s]}` : ""}`}
            active={status === s}
            onSelect={() => setFilter("status", s)}
          />
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        <Select
          label="Kind"
          value={params.get("kind") ?? ""}
          onChange={(v) => setFilter("kind", v)}
          options={[
            ["", "Contact and tickets"],
            ["ticket", kindLabels.ticket],
            ["contact", kindLabels.contact],
          ]}
        />
        <Select
          label="Assignee"
          value={params.get("assignee") ?? ""}
          onChange={(v) => setFilter("assignee", v)}
          options={[
            ["", "Anyone"],
            ["me", "Me"],
            ["none", "Unassigned"],
          ]}
        />
      </div>

      <div className="mt-4" aria-live="polite" aria-busy={first.status === "loading"}>
        {first.status === "error" && (
          <ErrorNote message={first.error.message} retry={first.reload} />
        )}
        {first.status === "loading" && items.length === 0 && (
          <Loading label="Loading conversations…" />
        )}
        {first.status === "ready" && items.length === 0 && (
          <Empty>
            {filtered ? "No conversation matches these filters." : "No conversations yet."}
          </Empty>
        )}
        {items.length > 0 && <ConversationList conversations={items} />}
        {moreError && (
          <div className="mt-3">
            <ErrorNote message={moreError} />
          </div>
        )}
        {cursor && first.status === "ready" && (
          <div className="mt-4 text-center">
            <button type="button" className="btn-outline" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? "Loading…" : "Load more"}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function StatusTab(props: { label: string; active: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      onClick={props.onSelect}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition ${
        props.active
          ? "bg-ink text-white ring-ink"
          : "bg-white text-ink ring-slate-300 hover:ring-ink"
      }`}
    >
      {props.label}
    </button>
  );
}
