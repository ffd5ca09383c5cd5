import { contactMessageRequest, contactMessageResponse } from "@pixelforge/contracts/messages";
import { useState } from "react";
import { callApi } from "../../lib/api";
import { FormResultMessage, Honeypot } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { ReferenceLine } from "./ticket-form";

const empty = { user_name: "", user_email: "", message: "", website: "" };

const contactTexts = {
  send: "Send Message",
  sending: "Sending...",
  success: "Thank you! Your message has been sent.",
  failure: "Failed to send. Please try again.",
};

/**
 * Spec §4: sending disables the button and clears the message field; success thanks the
 * visitor and resets the form; failure says so and gives the message back.
 */
export function ContactForm() {
  const form = useContractForm(contactMessageRequest, empty);
  const { control, formState } = form;
  /** The last message's reference: on screen until the next send. */
  const [reference, setReference] = useState<string>();

  const sendContactMessage = form.submitWith(async (contactMessage) => {
    const typed = form.getValues("message");
    form.setValue("message", "");
    setReference(undefined);
    try {
      const answer = await callApi("/api/contact", contactMessageResponse, {
        body: contactMessage,
      });
      setReference(answer.reference);
      form.reset();
      form.setResult({ kind: "success", text: contactTexts.success });
    } catch (error) {
      form.setValue("message", typed);
      form.showFailure(error, contactTexts.failure);
    }
  });

  return (
    <form onSubmit={sendContactMessage} noValidate className="space-y-5" aria-label="Contact form">
      <FormField
        control={control}
        name="user_name"
        label="Full Name"
        maxLength={100}
        autoComplete="name"
      />
      <FormField
        control={control}
        name="user_email"
        label="Email Address"
        type="email"
        maxLength={254}
        autoComplete="email"
      />
      <FormField control={control} name="message" label="Your Message" multiline maxLength={5000} />
      <Honeypot {...form.register("website")} />
      <button
        type="submit"
        className="btn-royal w-full sm:w-auto"
        disabled={formState.isSubmitting || formState.disabled}
      >
        {formState.isSubmitting ? contactTexts.sending : contactTexts.send}
      </button>
      <FormResultMessage result={form.result} />
      {reference && (
        <div className="text-emerald-900">
          <ReferenceLine reference={reference} />
        </div>
      )}
    </form>
  );
}
