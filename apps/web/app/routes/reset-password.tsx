import { agency } from "@pixelforge/brand/agency";
import {
  messageResponse,
  PASSWORDS_DONT_MATCH,
  resetPasswordRequest,
} from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { PasswordField } from "../components/auth/password-field";
import { FormResultMessage, FormStatus } from "../components/forms/field";
import { useContractForm } from "../components/forms/use-contract-form";
import { callApi } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/reset-password",
    title: "Choose a new password",
    description: `Set a new password for your ${agency.name} account.`,
  });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";

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
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}

/** The token from the e-mailed link travels as a form value the visitor never sees. */
function NewPasswordForm({ token }: { token: string }) {
  const form = useContractForm(resetPasswordRequest, { password: "", confirmPassword: "", token });
  const { control, formState } = form;
  const [changed, setChanged] = useState<string>();
  // Said under the form too: the spec's mismatch alert, and a bad token, which has no field.
  const mismatch = formState.errors.confirmPassword?.message === PASSWORDS_DONT_MATCH;
  const problem = formState.errors.token?.message ?? (mismatch ? PASSWORDS_DONT_MATCH : undefined);

  const resetPassword = form.submitWith(async (request) => {
    try {
      const { message } = await callApi("/api/auth/reset-password", messageResponse, {
        body: request,
      });
      setChanged(message);
    } catch (error) {
      form.showFailure(error);
    }
  });

  if (changed) {
    return (
      <>
        <FormStatus kind="success">{changed}</FormStatus>
        <Link to="/login" className="btn-royal mt-6 w-full">
          Log in
        </Link>
      </>
    );
  }

  return (
    <form
      onSubmit={resetPassword}
      noValidate
      className="space-y-5"
      aria-label="Choose a new password"
    >
      <PasswordField
        control={control}
        name="password"
        label="New password"
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        maxLength={128}
      />
      <button
        type="submit"
        className="btn-royal w-full"
        disabled={formState.isSubmitting || formState.disabled}
      >
        {formState.isSubmitting ? "Saving..." : "Set new password"}
      </button>
      <FormResultMessage result={problem ? { kind: "error", text: problem } : form.result} />
    </form>
  );
}
