import {
  passkeysResponse,
  reauthenticatePasswordForm,
  webauthnOptions,
} from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { REAUTH_REQUIRED } from "@pixelforge/contracts/errors";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { cycleFocus } from "../../lib/focus-trap";
import { GoogleButton } from "../auth/google-button";
import { PasswordField } from "../auth/password-field";
import { FormResultMessage } from "../forms/field";
import { useContractForm } from "../forms/use-contract-form";

/** Runs an account change; when the server asks "confirm it's you", asks, then tries again. */
export type WithReauth = <T>(action: () => Promise<T>) => Promise<T>;

export const REAUTH_CANCELLED = "Nothing was changed: you closed “Confirm it's you”.";

const passThrough: WithReauth = (action) => action();
const ReauthContext = createContext<WithReauth>(passThrough);

/** The function sections wrap their sensitive calls in. */
export function useReauth(): WithReauth {
  return useContext(ReauthContext);
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gives the account page's sections `useReauth()`. A call refused with
 * `reauth_required` opens "Confirm it's you"; once confirmed, the call is made again. If
 * the dialog is closed, the call fails with a plain message the section shows.
 */
export function ReauthProvider({
  hasPassword,
  children,
}: {
  hasPassword: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const waiters = useRef<Waiter[]>([]);

  const settle = useCallback((confirmed: boolean) => {
    const waiting = waiters.current;
    waiters.current = [];
    setOpen(false);
    for (const waiter of waiting) {
      if (confirmed) waiter.resolve();
      else waiter.reject(new ApiError(403, REAUTH_CANCELLED));
    }
  }, []);

  const withReauth = useCallback<WithReauth>(async (action) => {
    // Whatever has the focus now (the button that started the change) gets it back later.
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === REAUTH_REQUIRED)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiters.current.push({ resolve, reject });
        setOpen(true);
      }).finally(() => restoreFocus(returnTo));
      try {
        return await action();
      } finally {
        restoreFocus(returnTo);
      }
    }
  }, []);

  return (
    <ReauthContext.Provider value={withReauth}>
      {children}
      {open && (
        <ConfirmItsYouDialog
          hasPassword={hasPassword}
          onConfirmed={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </ReauthContext.Provider>
  );
}

/**
 * Back to `element` unless something else (a field with an error) has taken the focus. A
 * button disabled while its action runs gets the focus as soon as it is enabled again.
 */
function restoreFocus(element: HTMLElement | null) {
  if (!element) return;
  const attempt = () => {
    const active = document.activeElement;
    if (!element.isConnected || (active && active !== document.body && active !== element))
      return true;
    if (element.hasAttribute("disabled")) return false;
    element.focus();
    return true;
  };
  queueMicrotask(() => {
    if (attempt()) return;
    const watcher = new MutationObserver(() => {
      if (attempt()) watcher.disconnect();
    });
    watcher.observe(element, { attributes: true, attributeFilter: ["disabled"] });
  });
}

/**
 * "Confirm it's you": the password, a passkey of this account, or (for an account without
 * a password) Google. A modal <dialog>: focus stays inside, Escape cancels.
 */
export function ConfirmItsYouDialog({
  hasPassword,
  onConfirmed,
  onCancel,
}: {
  hasPassword: boolean;
  onConfirmed(): void;
  onCancel(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const done = useRef(false);
  const [hasPasskeys, setHasPasskeys] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [error, setError] = useState<string>();
  const form = useContractForm(reauthenticatePasswordForm, { password: "" });
  const busy = form.formState.isSubmitting || passkeyBusy;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // The first field (or button) inside gets the focus.
    el?.querySelector<HTMLElement>("input, button")?.focus();
  }, []);

  useEffect(() => {
    if (typeof window === "undefined" || !("PublicKeyCredential" in window)) return;
    let live = true;
    callApi("/api/account/passkeys", passkeysResponse)
      .then(({ passkeys }) => live && setHasPasskeys(passkeys.length > 0))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const finish = (confirmed: boolean) => {
    if (done.current) return;
    done.current = true;
    if (dialog.current?.open) dialog.current.close();
    if (confirmed) onConfirmed();
    else onCancel();
  };

  const confirm = async (body: object) => {
    await callApi("/api/account/reauthenticate", messageResponse, { body });
    finish(true);
  };

  const withPassword = form.submitWith(async (body) => {
    setError(undefined);
    try {
      await confirm(body);
    } catch (failure) {
      form.showFailure(failure);
    }
  });

  async function withPasskey() {
    setError(undefined);
    form.setResult(undefined);
    setPasskeyBusy(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const optionsJSON = await callApi(
        "/api/account/reauthenticate/passkey-options",
        webauthnOptions,
        { body: {} },
      );
      const passkey = await startAuthentication({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startAuthentication
        >[0]["optionsJSON"],
      });
      await confirm({ passkey });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : "The passkey was not used: the request was cancelled or timed out. Try again.",
      );
    } finally {
      setPasskeyBusy(false);
    }
  }

  async function withGoogle(credential: string) {
    setError(undefined);
    try {
      await confirm({ credential });
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : "Google could not confirm it's you.",
      );
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reauth-heading"
      aria-describedby="reauth-intro"
      onKeyDown={cycleFocus}
      onClose={() => finish(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm sm:p-8"
    >
      <h2 id="reauth-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
        Confirm it's you
      </h2>
      <p id="reauth-intro" className="mt-1.5 text-slate-600">
        For your security, confirm it's you before this change. We will not ask again for the next
        10 minutes.
      </p>
      {hasPassword && (
        <form onSubmit={withPassword} noValidate className="mt-5 space-y-4" aria-label="Password">
          <PasswordField
            control={form.control}
            name="password"
            label="Your password"
            autoComplete="current-password"
            maxLength={1024}
          />
          <button type="submit" className="btn-royal" disabled={busy}>
            {form.formState.isSubmitting ? "Checking..." : "Confirm"}
          </button>
          <FormResultMessage result={form.result} />
        </form>
      )}
      {hasPasskeys && (
        <div className="mt-5">
          <button type="button" className="btn-outline" onClick={withPasskey} disabled={busy}>
            {passkeyBusy ? "Waiting for your passkey..." : "Use a passkey"}
          </button>
        </div>
      )}
      {!hasPassword && (
        <GoogleButton
          options={{ text: "continue_with", theme: "outline", size: "large", shape: "pill" }}
          onCredential={withGoogle}
          onError={() => setError("Google sign-in could not load. Try again in a moment.")}
        />
      )}
      {error && (
        <p role="alert" className="mt-4 text-rose-700">
          {error}
        </p>
      )}
      <p className="mt-5 text-sm text-slate-600">
        Signing out and in again also confirms it's you.
      </p>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn-outline" onClick={() => finish(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
