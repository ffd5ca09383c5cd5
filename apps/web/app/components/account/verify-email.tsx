import { messageResponse, verifyEmailCodeRequest } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { AccountSection } from "./section";

/** The 6-digit code form, for the account's address or the one it is moving to. */
export function VerifyEmailSection({
  address,
  changing,
  onVerified,
}: {
  address: string;
  changing: boolean;
  onVerified(): void;
}) {
  const form = useContractForm(verifyEmailCodeRequest, { code: "" });
  const [resending, setResending] = useState(false);
  const busy = form.formState.isSubmitting || form.formState.disabled;

  const verify = form.submitWith(async (body) => {
    try {
      const { message } = await callApi("/api/auth/verify-email", messageResponse, { body });
      form.reset({ code: "" });
      form.setResult({ kind: "success", text: message });
      onVerified();
    } catch (error) {
      form.showFailure(error);
    }
  });

  async function resend() {
    setResending(true);
    form.setResult(undefined);
    try {
      const { message } = await callApi("/api/auth/verify-email/resend", messageResponse, {
        body: {},
      });
      form.setResult({ kind: "success", text: message });
    } catch (error) {
      form.setResult({
        kind: "error",
        text: error instanceof ApiError ? error.message : "Could not send a new code.",
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <AccountSection
      id="verify"
      title={changing ? "Confirm your new e-mail address" : "Confirm your e-mail address"}
      intro={
        <>
          We sent a 6-digit code to <strong className="break-all">{address}</strong>. It is valid
          for one hour.{changing ? " Your address changes once you enter it." : ""}
        </>
      }
    >
      <form onSubmit={verify} noValidate className="space-y-4" aria-label="Confirm e-mail address">
        <FormField
          control={form.control}
          name="code"
          label="Code from the e-mail"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-royal" disabled={busy}>
            {form.formState.isSubmitting ? "Checking..." : "Confirm"}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={resend}
            disabled={resending || busy}
          >
            {resending ? "Sending..." : "Send a new code"}
          </button>
        </div>
        <FormResultMessage result={form.result} />
      </form>
    </AccountSection>
  );
}
