import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAuth } from "../../lib/auth";
import type { useBuilderDraft } from "./use-builder-draft";

// Only signed-in people load the panel's code.
const AccountSitesPanel = lazy(() => import("./account-sites-panel"));

/**
 * Where the builder meets the account: the saved-sites panel when signed in, a line
 * inviting to log in otherwise, nothing while the session is being checked.
 */
export function AccountSites({
  draft,
  valid,
}: {
  draft: ReturnType<typeof useBuilderDraft>;
  valid: boolean;
}) {
  const { status, user } = useAuth();
  if (status === "signedIn" && user) {
    return (
      <Suspense
        fallback={
          <p
            role="status"
            className="rounded-3xl bg-ink-800 p-5 text-white/70 ring-1 ring-white/10"
          >
            Loading your saved sites…
          </p>
        }
      >
        <AccountSitesPanel userId={user.id} draft={draft} valid={valid} />
      </Suspense>
    );
  }
  if (status === "signedOut") {
    return (
      <p className="text-white/75">
        Your draft stays in this browser.{" "}
        <Link
          to="/login?next=/WebSiteBuilder"
          className="font-semibold text-accent underline underline-offset-4 hover:text-white"
        >
          Log in to keep your sites in your account
        </Link>{" "}
        and open them on any device.
      </p>
    );
  }
  return null;
}
