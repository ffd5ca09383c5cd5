import { agency } from "@pixelforge/brand/agency";
import type { VisitorThread } from "@pixelforge/contracts/conversations";
import { noteRequest } from "@pixelforge/contracts/staff";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { formatWhen, visitorStatusLabels } from "../staff/labels";
import { ErrorNote, Loading } from "../staff/states";
import { StatusBadge } from "../staff/status-badge";
import { TopBand } from "../staff/top-band";

type Load =
  | { status: "loading" }
  | { status: "ready"; thread: VisitorThread }
  | { status: "error"; error: ApiError };

/**
 * A visitor's conversation: status, the thread (never internal notes) and a reply box.
 * `read` and `reply` say how this visitor proves who they are (private link or account).
 */
export function VisitorThreadView({
  read,
  reply,
}: {
  read: (signal?: AbortSignal) => Promise<VisitorThread>;
  reply: (body: string) => Promise<VisitorThread>;
}) {
  const [load, setLoad] = useState<Load>({ status: "loading" });

  const fetchThread = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const thread = await read(signal);
        setLoad({ status: "ready", thread });
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setLoad({
          status: "error",
          error: error instanceof ApiError ? error : new ApiError(0, "Something went wrong."),
        });
      }
    },
    [read],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchThread(controller.signal);
    return () => controller.abort();
  }, [fetchThread]);

  const form = useContractForm(noteRequest, { body: "" });
  const sendReply = form.submitWith(async ({ body }) => {
    try {
      const thread = await reply(body);
      setLoad({ status: "ready", thread });
      form.reset();
      form.setResult({ kind: "success", text: "Your reply has been sent." });
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <section className="min-h-screen bg-mist pb-20">
      <TopBand>
        <p className="eyebrow text-accent">Your conversation</p>
      </TopBand>
      <div className="container-page max-w-3xl pt-8">
        {load.status === "loading" && <Loading label="Opening your conversation…" />}
        {load.status === "error" &&
          (load.error.status === 404 ? (
            <div className="py-10 text-center">
              <p className="text-6xl font-extrabold text-amber-800">404</p>
              <h1 className="mt-4 text-3xl font-extrabold">Conversation not found</h1>
              <p className="mt-3 text-lg text-slate-600">{load.error.message}</p>
              <Link to="/submit-ticket" className="btn-royal mt-8">
                Submit a new ticket
              </Link>
            </div>
          ) : (
            <ErrorNote message={load.error.message} retry={() => fetchThread()} />
          ))}
        {load.status === "ready" && (
          <article aria-labelledby="ticket-heading">
            <p className="eyebrow">Conversation {load.thread.reference}</p>
            <h1 id="ticket-heading" className="mt-2 text-3xl font-extrabold break-words">
              {load.thread.subject || "Your message"}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
              <StatusBadge status={load.thread.status} labels={visitorStatusLabels} />
              <span>Opened {formatWhen(load.thread.createdAt)}</span>
            </p>
            <ol className="mt-6 space-y-3">
              {load.thread.messages.map((m) => (
                <li
                  key={m.id}
                  className={`rounded-2xl p-4 ring-1 ${m.author === "staff" ? "bg-sky-50 ring-sky-200" : "bg-white ring-slate-200"}`}
                >
                  <p className="flex justify-between gap-2 text-sm">
                    <span className="font-semibold text-ink">
                      {m.author === "staff" ? agency.name : "You"}
                    </span>
                    <time dateTime={m.createdAt} className="text-slate-500">
                      {formatWhen(m.createdAt)}
                    </time>
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
                </li>
              ))}
            </ol>
            <form onSubmit={sendReply} noValidate aria-label="Reply" className="mt-6 space-y-3">
              <FormField
                control={form.control}
                name="body"
                label="Your reply"
                multiline
                maxLength={10_000}
              />
              <button
                type="submit"
                className="btn-royal"
                disabled={form.formState.isSubmitting || form.formState.disabled}
              >
                {form.formState.isSubmitting ? "Sending…" : "Send reply"}
              </button>
              <FormResultMessage result={form.result} />
            </form>
          </article>
        )}
      </div>
    </section>
  );
}
