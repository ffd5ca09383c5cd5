import { agency } from "@pixelforge/brand/agency";
import { messageResponse, PASSWORDS_DONT_MATCH } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { PasswordField } from "../components/auth/password-field";
import { type FormResult, FormResultMessage, FormStatus } from "../components/forms/field";
import { useFormFields } from "../components/forms/use-form-fields";
import { callApi, describeFailure } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/reset-password",
    title: "Choose a new password",
    description: `Set a new password for your ${agency.name} account.`,
  });

const empty = { password: "", confirmPassword: "" };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { values, bind, setFieldErrors } = useFormFields(empty);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [result, setResult] = useState<FormResult>();

  async function resetPassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (values.password !== values.confirmPassword) {
      setResult({ kind: "error", text: PASSWORDS_DONT_MATCH });
      return;
    }
    setBusy(true);
    try {
      const { message } = await callApi("/api/auth/reset-password", messageResponse, {
        body: { token, ...values },
      });
      setDone(true);
      setResult({ kind: "success", text: message });
    } catch (error) {
      const failure = describeFailure(error);
      setFieldErrors(failure.fieldErrors);
      setResult({ kind: "error", text: failure.text });
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <FormStatus kind="error">
          This reset link is incomplete. Open the link from your e-mail again, or ask for a new one.
        </FormStatus>
        <Link to="/forgot-password" className="btn-royal mt-6 w-full">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      intro="After the change, every device signed in to your account is signed out."
    >
      {done ? (
        <>
          <FormStatus kind="success">{result?.text}</FormStatus>
          <Link to="/login" className="btn-royal mt-6 w-full">
            Log in
          </Link>
        </>
      ) : (
        <form onSubmit={resetPassword} className="space-y-5" aria-label="Choose a new password">
          <PasswordField
            label="New password"
            {...bind("password")}
            autoComplete="new-password"
            maxLength={128}
          />
          <PasswordField
            label="Confirm new password"
            {...bind("confirmPassword")}
            autoComplete="new-password"
            maxLength={128}
          />
          <button type="submit" className="btn-royal w-full" disabled={busy}>
            {busy ? "Saving..." : "Set new password"}
          </button>
          <FormResultMessage result={result} />
        </form>
      )}
    </AuthCard>
  );
}
