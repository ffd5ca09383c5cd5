import { agency } from "@pixelforge/brand/agency";
import { forgotPasswordRequest, messageResponse } from "@pixelforge/contracts/auth";
import { Link } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { FormResultMessage } from "../components/forms/field";
import { FormField } from "../components/forms/form-field";
import { useContractForm } from "../components/forms/use-contract-form";
import { callApi } from "../lib/api";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/forgot-password",
    title: "Forgot your password?",
    description: `Reset the password of your ${agency.name} account.`,
  });

const empty = { email: "" };

export default function ForgotPasswordPage() {
  const form = useContractForm(forgotPasswordRequest, empty);

  const requestReset = form.submitWith(async (request) => {
    try {
      const { message } = await callApi("/api/auth/forgot-password", messageResponse, {
        body: request,
      });
      form.setResult({ kind: "success", text: message });
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={requestReset} noValidate className="space-y-5" aria-label="Reset password">
        <FormField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <button
          type="submit"
          className="btn-royal w-full"
          disabled={form.formState.isSubmitting || form.formState.disabled}
        >
          {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
        </button>
        <FormResultMessage result={form.result} />
      </form>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-royal underline underline-offset-4">
          Back to Log in
        </Link>
      </p>
    </AuthCard>
  );
}
