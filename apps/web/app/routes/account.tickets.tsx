import { agency } from "@pixelforge/brand/agency";
import { accountConversationsResponse } from "@pixelforge/contracts/conversations";
import { Link } from "react-router";
import { formatWhen, kindLabels, visitorStatusLabels } from "../components/staff/labels";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { StatusBadge } from "../components/staff/status-badge";
import { TopBand } from "../components/staff/top-band";
import { useApi } from "../components/staff/use-api";

export const meta = () => [
  { title: `Your conversations | ${agency.name}` },
  { name: "robots", content: "noindex" },
];

/** Every contact message and ticket sent from the account's verified address. */
export default function AccountTickets() {
  const list = useApi("/api/account/tickets", accountConversationsResponse);
  return (
    <section className="min-h-screen bg-mist pb-20">
      <TopBand>
        <p className="eyebrow text-accent">Your account</p>
      </TopBand>
      <div className="container-page max-w-3xl pt-8">
        <h1 className="text-3xl font-extrabold">Your conversations</h1>
        <p className="mt-2 text-slate-600">
          Messages and tickets sent from your e-mail address. Open one to read the replies and
          answer.
        </p>
        <div className="mt-6">
          {list.status === "loading" && <Loading label="Loading your conversations…" />}
          {list.status === "error" &&
            (list.error.status === 401 ? (
              <ErrorNote message="Sign in to see your conversations." />
            ) : (
              <ErrorNote message={list.error.message} retry={list.reload} />
            ))}
          {list.status === "error" && list.error.status === 401 && (
            <Link to="/login?next=/account/tickets" className="btn-royal mt-4">
              Log in
            </Link>
          )}
          {list.status === "ready" && list.data.conversations.length === 0 && (
            <Empty>
              Nothing sent from your address yet.{" "}
              <Link to="/submit-ticket" className="font-semibold text-royal underline">
                Submit a ticket
              </Link>
            </Empty>
          )}
          {list.status === "ready" && list.data.conversations.length > 0 && (
            <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
              {list.data.conversations.map((c) => (
                <li
                  key={c.reference}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                >
                  <span>
                    <Link
                      to={`/account/tickets/${c.reference}`}
                      className="block font-semibold text-royal underline underline-offset-4"
                    >
                      {c.subject || "Contact message"}
                    </Link>
                    <span className="text-sm text-slate-600">
                      {kindLabels[c.kind]} · <span className="font-mono">{c.reference}</span> · sent{" "}
                      {formatWhen(c.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={c.status} labels={visitorStatusLabels} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
