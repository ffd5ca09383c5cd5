import { messageResponse } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { Field, type FormResult, FormResultMessage } from "../components/forms/field";
import { ApiError, callApi } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/forgot-password",
    title: "Forgot your password?",
    description: "Reset the password of your PixelForge Studio account.",
  });

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function requestReset(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    try {
      const { message } = await callApi("/api/auth/forgot-password", messageResponse, {
        body: { email },
      });
      setResult({ kind: "success", text: message });
    } catch (error) {
      setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
      setResult({
        kind: "error",
        text: error instanceof ApiError ? error.message : "Something went wrong.",
      });
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
        <Field
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
          autoComplete="email"
          maxLength={254}
        />
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
