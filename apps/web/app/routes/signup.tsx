import { agency } from "@pixelforge/brand/agency";
import { loginResponse, PASSWORDS_DONT_MATCH, registerResponse } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { GoogleButton } from "../components/auth/google-button";
import { PasswordField } from "../components/auth/password-field";
import { Field, type FormResult, FormResultMessage } from "../components/forms/field";
import { useFormFields } from "../components/forms/use-form-fields";
import { ApiError, callApi } from "../lib/api";
import { useAuth } from "../lib/auth";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/signup",
    title: "Sign Up",
    description: `Create your ${agency.name} account.`,
  });

const empty = { username: "", email: "", password: "", confirmPassword: "" };

export default function SignupPage() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { values, bind, setFieldErrors } = useFormFields(empty);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();

  async function signUp(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (values.password !== values.confirmPassword) {
      setResult({ kind: "error", text: PASSWORDS_DONT_MATCH });
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      await callApi("/api/auth/register", registerResponse, { body: values });
      setResult({ kind: "success", text: "Signup successful!" });
      window.setTimeout(() => navigate("/login"), 900);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        setFieldErrors(error.fieldErrors);
        setResult({ kind: "error", text: error.message || "Signup failed" });
      } else {
        console.error("Sign-up failed", error);
        setResult({ kind: "error", text: "Something went wrong." });
      }
      setBusy(false);
    }
  }

  async function signUpWithGoogle(credential: string) {
    try {
      const { user } = await callApi("/api/auth/google", loginResponse, { body: { credential } });
      signIn(user);
      setResult({ kind: "success", text: `Welcome ${user.name}!` });
      window.setTimeout(() => navigate("/"), 900);
    } catch {
      setResult({ kind: "error", text: "Google signup failed" });
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
      <form onSubmit={signUp} className="space-y-5" aria-label="Sign up">
        <Field label="Username" {...bind("username")} autoComplete="username" maxLength={32} />
        <Field label="Email" {...bind("email")} type="email" autoComplete="email" maxLength={254} />
        <PasswordField
          label="Password"
          {...bind("password")}
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label="Confirm Password"
          {...bind("confirmPassword")}
          autoComplete="new-password"
          maxLength={128}
        />
        <p className="text-sm text-slate-500">
          Use at least 8 characters. A short phrase is easy to remember and hard to guess.
        </p>
        <button type="submit" className="btn-royal w-full" disabled={busy}>
          Sign Up
        </button>
        <FormResultMessage result={result} />
      </form>
      <GoogleButton
        options={{ shape: "pill", size: "large", theme: "outline", text: "signup_with" }}
        onCredential={signUpWithGoogle}
        onError={() => setResult({ kind: "error", text: "Google signup failed" })}
      />
    </AuthCard>
  );
}
