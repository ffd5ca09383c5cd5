import { type SupportTicketRequest, supportTicketResponse } from "@pixelforge/contracts/messages";
import { useEffect, useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { Field, FormStatus, Honeypot } from "../forms/field";
import { useFormFields } from "../forms/use-form-fields";
import { CheckIcon } from "../ui/icons";

const empty = { name: "", email: "", subject: "", message: "", website: "" };
/** How long the confirmation stays before the form returns (spec §9). */
export const TICKET_CONFIRMATION_MS = 2200;

export function TicketForm() {
  const { values, reset, set, bind, setFieldErrors } =
    useFormFields<Required<SupportTicketRequest>>(empty);
  const [state, setState] = useState<"idle" | "sending" | "confirmed" | "failed">("idle");
  const [failure, setFailure] = useState("");

  useEffect(() => {
    if (state !== "confirmed") return;
    const timer = window.setTimeout(() => setState("idle"), TICKET_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function submitTicket(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("sending");
    setFieldErrors({});
    try {
      await callApi("/api/tickets", supportTicketResponse, { body: values });
      reset();
      setState("confirmed");
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFieldErrors(apiError?.fieldErrors ?? {});
      setFailure(
        apiError && apiError.status !== 500
          ? `Your ticket was not sent: ${apiError.message}`
          : "Your ticket was not sent. Please try again in a moment.",
      );
      setState("failed");
    }
  }

  if (state === "confirmed") {
    return (
      <div
        role="status"
        className="rounded-3xl bg-emerald-50 p-10 text-center ring-1 ring-emerald-200"
      >
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="h-7 w-7" />
        </span>
        <h2 className="mt-5 text-2xl font-extrabold">Ticket Submitted</h2>
        <p className="mt-2 text-lg text-emerald-900">
          Thank you! Your request has been received. Our team will reach out to you soon.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submitTicket} className="space-y-5" aria-label="Support ticket">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" {...bind("name")} maxLength={100} autoComplete="name" />
        <Field label="Email" {...bind("email")} type="email" maxLength={254} autoComplete="email" />
      </div>
      <Field label="Subject" {...bind("subject")} maxLength={200} />
      <Field label="Message" {...bind("message")} multiline maxLength={5000} />
      <Honeypot value={values.website} onChange={set("website")} />
      <button type="submit" className="btn-royal w-full sm:w-auto" disabled={state === "sending"}>
        {state === "sending" ? "Submitting..." : "Submit Ticket"}
      </button>
      <div aria-live="polite">
        {state === "failed" && <FormStatus kind="error">{failure}</FormStatus>}
      </div>
    </form>
  );
}
