import { agency } from "@pixelforge/brand/agency";
import { messageResponse } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { Field, type FormResult, FormResultMessage } from "../components/forms/field";
import { useFormFields } from "../components/forms/use-form-fields";
import { callApi, describeFailure } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/forgot-password",
    title: "Forgot your password?",
    description: `Reset the password of your ${agency.name} account.`,
  });

const empty = { email: "" };

export default function ForgotPasswordPage() {
  const { values, bind, setFieldErrors } = useFormFields(empty);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();

  async function requestReset(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    try {
      const { message } = await callApi("/api/auth/forgot-password", messageResponse, {
        body: values,
      });
      setResult({ kind: "success", text: message });
    } catch (error) {
      const failure = describeFailure(error);
      setFieldErrors(failure.fieldErrors);
      setResult({ kind: "error", text: failure.text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={requestReset} className="space-y-5" aria-label="Reset password">
        <Field label="Email" {...bind("email")} type="email" autoComplete="email" maxLength={254} />
        <button type="submit" className="btn-royal w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </button>
        <FormResultMessage result={result} />
      </form>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-royal underline underline-offset-4">
          Back to Log in
        </Link>
      </p>
    </AuthCard>
  );
}
