import { agency } from "@pixelforge/brand/agency";
import { type AccountResponse, accountResponse } from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DataSection } from "../components/account/data";
import { DeleteAccountSection } from "../components/account/delete-account";
import { PasskeysSection } from "../components/account/passkeys";
import { PasswordSection } from "../components/account/password";
import { ProfileSection } from "../components/account/profile";
import { ReauthProvider } from "../components/account/reauth";
import { SessionsSection } from "../components/account/sessions";
import { VerifyEmailSection } from "../components/account/verify-email";
import { FormStatus } from "../components/forms/field";
import { ApiError, callApi } from "../lib/api";
import { useAuth } from "../lib/auth";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/account",
    title: "Your account",
    description: `Your ${agency.name} account: profile, password, sessions and data.`,
    noindex: true,
  });

type Notice = { kind: "success" | "error"; text: string };

export default function AccountPage() {
  const { status, signIn, logout } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const verifyToken = params.get("verify");
  const [account, setAccount] = useState<AccountResponse>();
  const [loadError, setLoadError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [refreshKey, setRefreshKey] = useState(0);
  const linkHandled = useRef(false);

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      const fresh = await callApi("/api/account", accountResponse);
      setAccount(fresh);
      signIn({
        id: fresh.id,
        name: fresh.name,
        email: fresh.email,
        emailVerified: fresh.emailVerified,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await logout();
        return;
      }
      setLoadError(error instanceof ApiError ? error.message : "Could not load your account.");
    }
  }, [signIn, logout]);

  // The link from the verification e-mail: proved by its token, signed in or not.
  useEffect(() => {
    if (!verifyToken || linkHandled.current) return;
    linkHandled.current = true;
    callApi("/api/auth/verify-email/link", messageResponse, { body: { token: verifyToken } })
      .then(({ message }) => setNotice({ kind: "success", text: message }))
      .catch((error: unknown) =>
        setNotice({
          kind: "error",
          text: error instanceof ApiError ? error.message : "Could not confirm your address.",
        }),
      )
      .finally(() => {
        setParams({}, { replace: true });
        setRefreshKey((k) => k + 1);
      });
  }, [verifyToken, setParams]);

  useEffect(() => {
    if (status === "signedOut" && !verifyToken && !notice)
      navigate(`/login?next=${encodeURIComponent("/account")}`, { replace: true });
  }, [status, verifyToken, notice, navigate]);

  useEffect(() => {
    void refreshKey;
    if (status === "signedIn") load();
  }, [status, load, refreshKey]);

  const changed = () => setRefreshKey((k) => k + 1);

  return (
    <section className="relative bg-ink px-5 pt-28 pb-20 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_80%_0%,rgba(6,182,212,0.2),transparent)]"
      />
      <div className="relative mx-auto w-full max-w-3xl space-y-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            Your account
          </h1>
          {account && <p className="mt-2 text-white/80">Signed in as {account.name}.</p>}
        </header>
        {notice && (
          <FormStatus kind={notice.kind}>
            {notice.text}
            {status === "signedOut" && (
              <>
                {" "}
                <Link to="/login?next=/account" className="underline underline-offset-4">
                  Log in
                </Link>
              </>
            )}
          </FormStatus>
        )}
        {status !== "signedOut" && !account && !loadError && (
          <p className="text-white/80" role="status">
            Loading your account...
          </p>
        )}
        {loadError && (
          <div className="rounded-3xl bg-white p-6">
            <p role="alert" className="text-rose-700">
              {loadError}
            </p>
            <button type="button" className="btn-outline mt-3" onClick={load}>
              Try again
            </button>
          </div>
        )}
        {account && (
          <ReauthProvider hasPassword={account.hasPassword}>
            {(!account.emailVerified || account.pendingEmail) && (
              <VerifyEmailSection
                address={account.pendingEmail ?? account.email}
                changing={Boolean(account.pendingEmail)}
                onVerified={changed}
              />
            )}
            <ProfileSection
              key={`${account.name}-${account.email}`}
              account={account}
              onChanged={changed}
            />
            <PasswordSection account={account} onChanged={changed} />
            <PasskeysSection />
            <SessionsSection refreshKey={refreshKey} />
            <DataSection />
            <DeleteAccountSection
              account={account}
              onDeleted={async (message) => {
                // The notice first: it keeps the page from sending a signed-out visitor to log in.
                setNotice({ kind: "success", text: message });
                setAccount(undefined);
                await logout();
              }}
            />
          </ReauthProvider>
        )}
      </div>
    </section>
  );
}
