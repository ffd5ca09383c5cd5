import { supportTicketRequest, supportTicketResponse } from "@pixelforge/contracts/messages";
import { useEffect, useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { FormResultMessage, Honeypot } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { CheckIcon } from "../ui/icons";

const empty = { name: "", email: "", subject: "", message: "", website: "" };
/** How long the confirmation stays before the form returns (spec §9). */
const TICKET_CONFIRMATION_MS = 2200;

export function TicketForm() {
  const form = useContractForm(supportTicketRequest, empty);
  const { control, formState } = form;
  const [confirmed, setConfirmed] = useState(false);
  /** The last ticket's reference: on screen until the next submit. */
  const [reference, setReference] = useState<string>();

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => setConfirmed(false), TICKET_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed]);

  const submitTicket = form.submitWith(async (ticket) => {
    setReference(undefined);
    try {
      const answer = await callApi("/api/tickets", supportTicketResponse, { body: ticket });
      setReference(answer.reference);
      form.reset();
      setConfirmed(true);
    } catch (error) {
      form.showFailure(
        error,
        error instanceof ApiError && error.status !== 500
          ? `Your ticket was not sent: ${error.message}`
          : "Your ticket was not sent. Please try again in a moment.",
      );
    }
  });

  if (confirmed) {
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
        {reference && <ReferenceLine reference={reference} />}
      </div>
    );
  }

  return (
    <>
      {reference && (
        <div className="mb-6 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-900 ring-1 ring-emerald-200">
          <ReferenceLine reference={reference} />
        </div>
      )}
      <form onSubmit={submitTicket} noValidate className="space-y-5" aria-label="Support ticket">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={control}
            name="name"
            label="Name"
            maxLength={100}
            autoComplete="name"
          />
          <FormField
            control={control}
            name="email"
            label="Email"
            type="email"
            maxLength={254}
            autoComplete="email"
          />
        </div>
        <FormField control={control} name="subject" label="Subject" maxLength={200} />
        <FormField control={control} name="message" label="Message" multiline maxLength={5000} />
        <Honeypot {...form.register("website")} />
        <button
          type="submit"
          className="btn-royal w-full sm:w-auto"
          disabled={formState.isSubmitting || formState.disabled}
        >
          {formState.isSubmitting ? "Submitting..." : "Submit Ticket"}
        </button>
        <FormResultMessage result={form.result} />
      </form>
    </>
  );
}

/** The reference of what was just sent, and where the private link went. */
export function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p className="mt-2">
      Your reference is{" "}
      <strong className="font-mono text-lg font-bold tracking-wide" data-testid="reference">
        {reference}
      </strong>
      . We e-mailed you a private link to follow it and reply.
    </p>
  );
}
