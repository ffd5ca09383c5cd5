import { agency } from "@pixelforge/brand/agency";
import { visitorThread } from "@pixelforge/contracts/conversations";
import { useCallback } from "react";
import { useParams, useSearchParams } from "react-router";
import { VisitorThreadView } from "../components/tickets/visitor-thread-view";
import { callApi } from "../lib/api";

export const meta = () => [
  { title: `Your conversation | ${agency.name}` },
  { name: "robots", content: "noindex" },
  // The private key is in this page's address: it must not leave in a Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** A visitor's conversation, opened from the private link in their e-mail. */
export default function TicketPage() {
  const { reference = "" } = useParams();
  const [params] = useSearchParams();
  const key = params.get("key") ?? "";
  const base = `/api/tickets/${encodeURIComponent(reference)}`;
  const read = useCallback(
    (signal?: AbortSignal) => callApi(`${base}/thread`, visitorThread, { body: { key }, signal }),
    [base, key],
  );
  const reply = useCallback(
    (body: string) => callApi(`${base}/replies`, visitorThread, { body: { key, body } }),
    [base, key],
  );
  return <VisitorThreadView read={read} reply={reply} />;
}
