import { agency } from "@pixelforge/brand/agency";
import { loginResponse, type PublicUser } from "@pixelforge/contracts/auth";
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
    path: "/login",
    title: "Log in",
    description: `Log in to your ${agency.name} account.`,
  });

/** How long "Welcome …!" stays before the home page opens. */
const WELCOME_MS = 900;
const empty = { email: "", password: "" };

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { values, bind } = useFormFields(empty);
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();

  const welcome = (user: PublicUser) => {
    signIn(user);
    setResult({ kind: "success", text: `Welcome ${user.name || "user"}!` });
    window.setTimeout(() => navigate("/"), WELCOME_MS);
  };

  async function logIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      const { user } = await callApi("/api/auth/login", loginResponse, {
        body: values,
      });
      welcome(user);
    } catch (error) {
      setResult({
        kind: "error",
        text:
          error instanceof ApiError && error.status !== 0
            ? error.message || "Login failed"
            : "Login failed",
      });
      setBusy(false);
    }
  }

  async function logInWithGoogle(credential: string) {
    setResult(undefined);
    try {
      const { user } = await callApi("/api/auth/google", loginResponse, { body: { credential } });
      welcome(user);
    } catch (error) {
      setResult({
        kind: "error",
        text:
          error instanceof ApiError && error.status !== 0 ? error.message : "Google login failed",
      });
    }
  }

  return (
    <AuthCard
      title="Log in"
      intro={
        <>
          New here?{" "}
          <Link to="/signup" className="font-semibold text-royal underline underline-offset-4">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={logIn} className="space-y-5" aria-label="Log in">
        <Field label="Email" {...bind("email")} type="email" autoComplete="email" maxLength={254} />
        <PasswordField
          label="Password"
          {...bind("password")}
          autoComplete="current-password"
          maxLength={1024}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="inline-flex items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4 w-4 accent-royal"
            />
            Remember me
          </label>
          <Link
            to="/forgot-password"
            className="font-semibold text-royal underline underline-offset-4"
          >
            Forgot your password?
          </Link>
        </div>
        <button type="submit" className="btn-royal w-full" disabled={busy}>
          {busy ? "Signing in..." : "Log in"}
        </button>
        <FormResultMessage result={result} />
      </form>
      <GoogleButton
        options={{ type: "standard", theme: "outline", size: "large" }}
        onCredential={logInWithGoogle}
        onError={() => setResult({ kind: "error", text: "Google Login Failed" })}
      />
    </AuthCard>
  );
}
