import { type AccountSession, sessionsResponse } from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { useCallback, useEffect, useState } from "react";
import { ApiError, callApi } from "../../lib/api";
import { type FormResult, FormResultMessage } from "../forms/field";
import { useReauth } from "./reauth";
import { AccountSection, formatDateTime, SectionLoading } from "./section";

/** Every live session: browser, system, address, dates; sign one out, or all the others. */
export function SessionsSection({ refreshKey }: { refreshKey: number }) {
  const [sessions, setSessions] = useState<AccountSession[] | undefined>();
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [result, setResult] = useState<FormResult>();
  const reauth = useReauth();

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      setSessions((await callApi("/api/account/sessions", sessionsResponse)).sessions);
    } catch (error) {
      setLoadError(error instanceof ApiError ? error.message : "Could not load your sessions.");
    }
  }, []);

  useEffect(() => {
    void refreshKey;
    load();
  }, [load, refreshKey]);

  async function act(key: string, path: string, method: "POST" | "DELETE") {
    setBusy(key);
    setResult(undefined);
    try {
      const { message } = await reauth(() =>
        callApi(path, messageResponse, {
          method,
          ...(method === "POST" ? { body: {} } : {}),
        }),
      );
      setResult({ kind: "success", text: message });
      await load();
    } catch (error) {
      setResult({
        kind: "error",
        text: error instanceof ApiError ? error.message : "Something went wrong.",
      });
    } finally {
      setBusy(undefined);
    }
  }

  const others = sessions?.filter((s) => !s.current) ?? [];

  return (
    <AccountSection
      id="sessions"
      title="Where you are signed in"
      intro="Sign out any session you do not recognise, then change your password."
    >
      <SectionLoading
        loaded={Boolean(sessions)}
        error={loadError}
        retry={load}
        loadingText="Loading your sessions..."
      />
      {sessions && (
        <ul className="divide-y divide-slate-200" aria-label="Sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {s.browser} on {s.os}
                  {s.current && (
                    <span className="ml-2 inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {s.ip ? `Address ${s.ip} · ` : ""}Signed in {formatDateTime(s.createdAt)} · Last
                  active {formatDateTime(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-sm"
                  disabled={busy !== undefined}
                  onClick={() => act(s.id, `/api/account/sessions/${s.id}`, "DELETE")}
                  aria-label={`Sign out ${s.browser} on ${s.os}`}
                >
                  {busy === s.id ? "Signing out..." : "Sign out"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && others.length === 0 && (
        <p className="mt-2 text-slate-600">You are signed in on this device only.</p>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className="btn-outline mt-4"
          disabled={busy !== undefined}
          onClick={() => act("others", "/api/account/sessions/revoke-others", "POST")}
        >
          {busy === "others" ? "Signing out..." : "Sign out everywhere else"}
        </button>
      )}
      <div className="mt-4">
        <FormResultMessage result={result} />
      </div>
    </AccountSection>
  );
}
