import { agency } from "@pixelforge/brand/agency";
import { loginRequest, loginResponse, type PublicUser } from "@pixelforge/contracts/auth";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { GoogleButton } from "../components/auth/google-button";
import { PasswordField } from "../components/auth/password-field";
import { FormResultMessage } from "../components/forms/field";
import { FormField } from "../components/forms/form-field";
import { useContractForm } from "../components/forms/use-contract-form";
import { ApiError, callApi } from "../lib/api";
import { safeNext, useAuth } from "../lib/auth";
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

/** Spec §8: the server's message, else "Login failed"; a network failure has no message. */
const loginFailure = (error: unknown) =>
  error instanceof ApiError && error.status !== 0
    ? error.message || "Login failed"
    : "Login failed";

export default function LoginPage() {
  const { signIn, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get("next");
  const form = useContractForm(loginRequest, empty);
  const [remember, setRemember] = useState(true);
  const [welcomed, setWelcomed] = useState(false);

  // Already signed in (and not just now): the account page, or where `next` asks.
  useEffect(() => {
    if (status === "signedIn" && !welcomed) navigate(safeNext(next, "/account"), { replace: true });
  }, [status, welcomed, next, navigate]);
  // The button stays busy through the welcome, until the home page opens.
  const busy =
    form.formState.isSubmitting || form.formState.disabled || form.result?.kind === "success";

  const welcome = (user: PublicUser) => {
    setWelcomed(true);
    signIn(user);
    form.setResult({ kind: "success", text: `Welcome ${user.name || "user"}!` });
    window.setTimeout(() => navigate(safeNext(next, "/")), WELCOME_MS);
  };

  const logIn = form.submitWith(async (credentials) => {
    try {
      const { user } = await callApi("/api/auth/login", loginResponse, {
        body: { ...credentials, remember },
      });
      welcome(user);
    } catch (error) {
      form.showFailure(error, loginFailure(error));
    }
  });

  const [passkeyBusy, setPasskeyBusy] = useState(false);
  async function logInWithPasskey() {
    form.setResult(undefined);
    setPasskeyBusy(true);
    try {
      // Loaded with the first passkey sign-in: most visitors use a password.
      const [{ startAuthentication }, { webauthnOptions }] = await Promise.all([
        import("@simplewebauthn/browser"),
        import("@pixelforge/contracts/account"),
      ]);
      const optionsJSON = await callApi("/api/auth/passkey/options", webauthnOptions, { body: {} });
      const response = await startAuthentication({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startAuthentication
        >[0]["optionsJSON"],
      });
      const { user } = await callApi("/api/auth/passkey", loginResponse, {
        body: { response, remember },
      });
      welcome(user);
    } catch (error) {
      form.setResult({
        kind: "error",
        text:
          error instanceof ApiError && error.status !== 0
            ? error.message
            : "Passkey sign-in was cancelled or failed. Try again, or use your password.",
      });
    } finally {
      setPasskeyBusy(false);
    }
  }

  async function logInWithGoogle(credential: string) {
    form.setResult(undefined);
    try {
      const { user } = await callApi("/api/auth/google", loginResponse, {
        body: { credential, remember },
      });
      welcome(user);
    } catch (error) {
      form.setResult({
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
      <form onSubmit={logIn} noValidate className="space-y-5" aria-label="Log in">
        <FormField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={1024}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="inline-flex items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              disabled={form.formState.disabled}
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
        <FormResultMessage result={form.result} />
      </form>
      <button
        type="button"
        className="btn-outline mt-4 w-full"
        onClick={logInWithPasskey}
        disabled={busy || passkeyBusy}
      >
        {passkeyBusy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      <GoogleButton
        options={{ type: "standard", theme: "outline", size: "large" }}
        onCredential={logInWithGoogle}
        onError={() => form.setResult({ kind: "error", text: "Google Login Failed" })}
      />
    </AuthCard>
  );
}
