import { messageResponse, PASSWORDS_DONT_MATCH } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { PasswordField } from "../components/auth/password-field";
import { type FormResult, FormResultMessage, FormStatus } from "../components/forms/field";
import { ApiError, callApi } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/reset-password",
    title: "Choose a new password",
    description: "Set a new password for your PixelForge Studio account.",
  });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [result, setResult] = useState<FormResult>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function resetPassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (password !== confirmPassword) {
      setResult({ kind: "error", text: PASSWORDS_DONT_MATCH });
      return;
    }
    setBusy(true);
    try {
      const { message } = await callApi("/api/auth/reset-password", messageResponse, {
        body: { token, password, confirmPassword },
      });
      setDone(true);
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
            name="password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
            autoComplete="new-password"
            maxLength={128}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={fieldErrors.confirmPassword}
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
