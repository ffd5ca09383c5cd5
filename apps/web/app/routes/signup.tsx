import { agency } from "@pixelforge/brand/agency";
import {
  loginResponse,
  PASSWORDS_DONT_MATCH,
  registerRequest,
  registerResponse,
} from "@pixelforge/contracts/auth";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { GoogleButton } from "../components/auth/google-button";
import { PasswordField } from "../components/auth/password-field";
import { FormResultMessage } from "../components/forms/field";
import { FormField } from "../components/forms/form-field";
import { useContractForm } from "../components/forms/use-contract-form";
import { ApiError, callApi } from "../lib/api";
import { useAuth } from "../lib/auth";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/signup",
    title: "Sign Up",
    description: `Create your ${agency.name} account.`,
  });

/** How long the success message stays before the next page opens. */
const SUCCESS_MS = 900;
const empty = { username: "", email: "", password: "", confirmPassword: "" };

export default function SignupPage() {
  const navigate = useNavigate();
  const { signIn, status } = useAuth();
  const form = useContractForm(registerRequest, empty);
  // Already signed in when the page opened: the account page instead of a second account.
  const signingUp = useRef(false);
  useEffect(() => {
    if (status === "signedIn" && !signingUp.current) navigate("/account", { replace: true });
  }, [status, navigate]);
  const { control, formState } = form;
  const busy = formState.isSubmitting || formState.disabled || form.result?.kind === "success";
  // Spec §8: a mismatch is also said under the form, where the spec's alert was.
  const mismatch = formState.errors.confirmPassword?.message === PASSWORDS_DONT_MATCH;

  const signUp = form.submitWith(async (account) => {
    try {
      await callApi("/api/auth/register", registerResponse, { body: account });
      form.setResult({ kind: "success", text: "Signup successful!" });
      window.setTimeout(() => navigate("/login"), SUCCESS_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        form.showFailure(error, error.message || "Signup failed");
      } else {
        console.error("Sign-up failed", error);
        form.showFailure(error, "Something went wrong.");
      }
    }
  });

  async function signUpWithGoogle(credential: string) {
    signingUp.current = true;
    try {
      const { user } = await callApi("/api/auth/google", loginResponse, { body: { credential } });
      signIn(user);
      form.setResult({ kind: "success", text: `Welcome ${user.name}!` });
      window.setTimeout(() => navigate("/"), SUCCESS_MS);
    } catch {
      form.setResult({ kind: "error", text: "Google signup failed" });
    }
  }

  return (
    <AuthCard
      title="Sign Up"
      intro={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-royal underline underline-offset-4">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={signUp} noValidate className="space-y-5" aria-label="Sign up">
        <FormField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          maxLength={32}
        />
        <FormField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={128}
        />
        <p className="text-sm text-slate-500">
          Use at least 8 characters. A short phrase is easy to remember and hard to guess.
        </p>
        <button type="submit" className="btn-royal w-full" disabled={busy}>
          Sign Up
        </button>
        <FormResultMessage
          result={mismatch ? { kind: "error", text: PASSWORDS_DONT_MATCH } : form.result}
        />
      </form>
      <GoogleButton
        options={{ shape: "pill", size: "large", theme: "outline", text: "signup_with" }}
        onCredential={signUpWithGoogle}
        onError={() => form.setResult({ kind: "error", text: "Google signup failed" })}
      />
    </AuthCard>
  );
}
