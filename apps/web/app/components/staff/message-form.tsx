import { noteRequest } from "@pixelforge/contracts/staff";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";

/** A reply or an internal note: the body, checked by the contract, errors under the field. */
export function MessageForm(props: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  tone: "reply" | "note";
  send: (body: string) => Promise<void>;
}) {
  const form = useContractForm(noteRequest, { body: "" });
  const busy = form.formState.isSubmitting || form.formState.disabled;
  const submit = form.submitWith(async ({ body }) => {
    try {
      await props.send(body);
      form.reset();
    } catch (error) {
      form.showFailure(error);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={props.tone === "note" ? "Internal note" : "Reply"}
      className={`space-y-3 rounded-2xl p-4 ring-1 ${props.tone === "note" ? "bg-amber-50 ring-amber-300" : "bg-white ring-slate-200"}`}
    >
      <FormField
        control={form.control}
        name="body"
        label={props.label}
        multiline
        maxLength={10_000}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className={props.tone === "note" ? "btn-outline py-2" : "btn-royal py-2"}
        >
          {form.formState.isSubmitting ? props.busyLabel : props.submitLabel}
        </button>
        <FormResultMessage result={form.result} />
      </div>
    </form>
  );
}
