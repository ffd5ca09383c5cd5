import { useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../../lib/auth";

/**
 * Under the top bar while the signed-in person's address is unproved: a link to enter the
 * mailed code, and a button to mail a new one. The account page has its own form.
 */
export function VerifyBanner() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [state, setState] = useState<{ busy: boolean; text?: string; error?: boolean }>({
    busy: false,
  });
  const shown = Boolean(user && !user.emailVerified && pathname !== "/account");
  const banner = useRef<HTMLElement>(null);
  // The page moves down by the banner's height (see #main in app.css), so it covers nothing.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--banner-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--banner-height");
    };
  }, [shown]);
  if (!user || !shown) return null;

  async function resend() {
    setState({ busy: true });
    // Loaded on use: the banner sits in every page's shell, the schemas need not.
    const { resendVerification } = await import("../../lib/auth-client");
    setState({ busy: false, ...(await resendVerification()) });
  }

  return (
    <section
      ref={banner}
      aria-label="Confirm your e-mail address"
      className="absolute inset-x-0 top-full border-b border-amber/40 bg-amber-50 text-ink"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
        <p className="font-medium">
          Confirm your e-mail address: enter the code we sent to{" "}
          <span className="font-semibold break-all">{user.email}</span>.
        </p>
        <Link
          to="/account#verify"
          className="font-semibold text-royal underline underline-offset-4"
        >
          Enter the code
        </Link>
        <button
          type="button"
          onClick={resend}
          disabled={state.busy}
          className="font-semibold text-royal underline underline-offset-4 disabled:opacity-60"
        >
          {state.busy ? "Sending..." : "Send a new code"}
        </button>
        <p aria-live="polite" className={state.error ? "text-rose-700" : "text-emerald-800"}>
          {state.text}
        </p>
      </div>
    </section>
  );
}
