import {
  type PasskeySummary,
  passkeyNameRequest,
  passkeysResponse,
  webauthnOptions,
} from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { useCallback, useEffect, useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { type FormResult, FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { useReauth } from "./reauth";
import { AccountSection, formatDateTime, SectionLoading } from "./section";

const failure = (error: unknown, fallback: string) => {
  if (error instanceof ApiError) return error.message;
  // The browser's own refusal (cancelled, timed out, no authenticator).
  if (error instanceof Error && error.name === "NotAllowedError")
    return "The passkey was not created: the request was cancelled or timed out.";
  return fallback;
};

/** Add a passkey (named), rename or remove one. */
export function PasskeysSection() {
  const [passkeys, setPasskeys] = useState<PasskeySummary[]>();
  const [loadError, setLoadError] = useState<string>();
  const [result, setResult] = useState<FormResult>();
  const [busy, setBusy] = useState<string>();
  const [renaming, setRenaming] = useState<string>();
  const addForm = useContractForm(passkeyNameRequest, { name: "" });
  const reauth = useReauth();

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      setPasskeys((await callApi("/api/account/passkeys", passkeysResponse)).passkeys);
    } catch (error) {
      setLoadError(failure(error, "Could not load your passkeys."));
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  const add = addForm.submitWith(async ({ name }) => {
    setResult(undefined);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await reauth(() =>
        callApi("/api/account/passkeys/options", webauthnOptions, { body: {} }),
      );
      const response = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startRegistration
        >[0]["optionsJSON"],
      });
      const { message } = await reauth(() =>
        callApi("/api/account/passkeys", messageResponse, { body: { name, response } }),
      );
      addForm.reset({ name: "" });
      addForm.setResult({ kind: "success", text: message });
      await load();
    } catch (error) {
      addForm.showFailure(error, failure(error, "The passkey could not be added."));
    }
  });

  async function remove(passkey: PasskeySummary) {
    if (!window.confirm(`Remove the passkey "${passkey.name}"? You cannot sign in with it again.`))
      return;
    setBusy(passkey.id);
    setResult(undefined);
    try {
      const { message } = await reauth(() =>
        callApi(`/api/account/passkeys/${passkey.id}`, messageResponse, { method: "DELETE" }),
      );
      setResult({ kind: "success", text: message });
      await load();
    } catch (error) {
      setResult({ kind: "error", text: failure(error, "Could not remove the passkey.") });
    } finally {
      setBusy(undefined);
    }
  }

  const addBusy = addForm.formState.isSubmitting || addForm.formState.disabled;

  return (
    <AccountSection
      id="passkeys"
      title="Passkeys"
      intro="Sign in with your fingerprint, face or device PIN instead of a password."
    >
      <SectionLoading
        loaded={Boolean(passkeys)}
        error={loadError}
        retry={load}
        loadingText="Loading your passkeys..."
        className="mb-4"
      />
      {passkeys && passkeys.length === 0 && (
        <p className="text-slate-600">You have no passkeys yet.</p>
      )}
      {passkeys && passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id} className="py-4">
              {renaming === p.id ? (
                <RenameForm
                  passkey={p}
                  onDone={async (message) => {
                    setRenaming(undefined);
                    if (message) setResult({ kind: "success", text: message });
                    await load();
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-ink">{p.name}</p>
                    <p className="text-sm text-slate-600">
                      Added {formatDateTime(p.createdAt)}
                      {p.lastUsedAt
                        ? ` · Last used ${formatDateTime(p.lastUsedAt)}`
                        : " · Not used yet"}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="btn-outline px-4 py-2 text-sm"
                      onClick={() => setRenaming(p.id)}
                      disabled={busy !== undefined}
                      aria-label={`Rename ${p.name}`}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="btn border border-rose-300 px-4 py-2 text-sm text-rose-700 hover:bg-rose-50"
                      onClick={() => remove(p)}
                      disabled={busy !== undefined}
                      aria-label={`Remove ${p.name}`}
                    >
                      {busy === p.id ? "Removing..." : "Remove"}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2">
        <FormResultMessage result={result} />
      </div>
      <form onSubmit={add} noValidate className="mt-6 space-y-4" aria-label="Add a passkey">
        <FormField
          control={addForm.control}
          name="name"
          label="Passkey name"
          placeholder="Work laptop"
          maxLength={60}
          autoComplete="off"
        />
        <button type="submit" className="btn-royal" disabled={addBusy}>
          {addForm.formState.isSubmitting ? "Waiting for your device..." : "Add a passkey"}
        </button>
        <FormResultMessage result={addForm.result} />
      </form>
    </AccountSection>
  );
}

function RenameForm({
  passkey,
  onDone,
}: {
  passkey: PasskeySummary;
  onDone(message?: string): void;
}) {
  const form = useContractForm(passkeyNameRequest, { name: passkey.name });
  const save = form.submitWith(async (body) => {
    try {
      const { message } = await callApi(
        `/api/account/passkeys/${passkey.id}/name`,
        messageResponse,
        { body },
      );
      onDone(message);
    } catch (error) {
      form.showFailure(error);
    }
  });
  const busy = form.formState.isSubmitting || form.formState.disabled;
  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={`Rename ${passkey.name}`}>
      <FormField
        control={form.control}
        name="name"
        label="New name"
        maxLength={60}
        autoComplete="off"
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-royal px-4 py-2 text-sm" disabled={busy}>
          {form.formState.isSubmitting ? "Saving..." : "Save name"}
        </button>
        <button
          type="button"
          className="btn-outline px-4 py-2 text-sm"
          onClick={() => onDone()}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
      <FormResultMessage result={form.result} />
    </form>
  );
}
