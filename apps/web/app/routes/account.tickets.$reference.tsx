import { agency } from "@pixelforge/brand/agency";
import { visitorThread } from "@pixelforge/contracts/conversations";
import { useCallback } from "react";
import { useParams } from "react-router";
import { VisitorThreadView } from "../components/tickets/visitor-thread-view";
import { callApi } from "../lib/api";

export const meta = () => [
  { title: `Your conversation | ${agency.name}` },
  { name: "robots", content: "noindex" },
];

/** One of the account's conversations: the session and its verified address prove who asks. */
export default function AccountTicket() {
  const { reference = "" } = useParams();
  const base = `/api/account/tickets/${encodeURIComponent(reference)}`;
  const read = useCallback(
    (signal?: AbortSignal) => callApi(base, visitorThread, { signal }),
    [base],
  );
  const reply = useCallback(
    (body: string) => callApi(`${base}/replies`, visitorThread, { body: { body } }),
    [base],
  );
  return <VisitorThreadView read={read} reply={reply} />;
}
