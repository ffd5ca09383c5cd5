import { useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { ContactPanel } from "./contact-panel";
import { Footer } from "./footer";
import { ScrollToTop } from "./scroll-to-top";
import { TopBar } from "./top-bar";

export function SiteShell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // The staff workspace is a working tool: no floating Contact tab over its lists. (Its
  // pages start from the shared fallback page, so this waits for hydration.)
  const inWorkspace = useHydrated() && /^\/staff(\/|$)/.test(pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[1300] rounded bg-amber px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <TopBar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      {!inWorkspace && <ContactPanel />}
    </>
  );
}
