import { type ContactMessageRequest, contactMessageResponse } from "@pixelforge/contracts/messages";
import { useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { Field, FormStatus, Honeypot } from "../forms/field";
import { useFormFields } from "../forms/use-form-fields";

const empty = { user_name: "", user_email: "", message: "", website: "" };

export const contactTexts = {
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
  const { values, setValues, set, bind, setFieldErrors } =
    useFormFields<Required<ContactMessageRequest>>(empty);
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");

  async function sendContactMessage(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = values;
    setState("sending");
    setFieldErrors({});
    setValues((v) => ({ ...v, message: "" }));
    try {
      await callApi("/api/contact", contactMessageResponse, { body: sent });
      setValues(empty);
      setState("sent");
    } catch (error) {
      setValues(sent);
      setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
      setState("failed");
    }
  }

  return (
    <form onSubmit={sendContactMessage} className="space-y-5" aria-label="Contact form">
      <Field label="Full Name" {...bind("user_name")} maxLength={100} autoComplete="name" />
      <Field
        label="Email Address"
        {...bind("user_email")}
        type="email"
        maxLength={254}
        autoComplete="email"
      />
      <Field label="Your Message" {...bind("message")} multiline maxLength={5000} />
      <Honeypot value={values.website} onChange={set("website")} />
      <button type="submit" className="btn-royal w-full sm:w-auto" disabled={state === "sending"}>
        {state === "sending" ? contactTexts.sending : contactTexts.send}
      </button>
      <div aria-live="polite">
        {state === "sent" && <FormStatus kind="success">{contactTexts.success}</FormStatus>}
        {state === "failed" && <FormStatus kind="error">{contactTexts.failure}</FormStatus>}
      </div>
    </form>
  );
}
