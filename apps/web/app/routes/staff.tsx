import { agency } from "@pixelforge/brand/agency";
import { type StaffMe, staffMe } from "@pixelforge/contracts/staff";
import { useEffect } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate, useOutletContext } from "react-router";
import { ErrorNote, Loading } from "../components/staff/states";
import { TopBand } from "../components/staff/top-band";
import { useApi } from "../components/staff/use-api";

export const meta = () => [
  { title: `Staff workspace | ${agency.name}` },
  { name: "robots", content: "noindex" },
];

/** The signed-in member of staff, for the workspace's screens. */
export function useStaffMe() {
  return useOutletContext<StaffMe>();
}

const sections = [
  { to: "/staff", label: "Overview", end: true, admin: false },
  { to: "/staff/inbox", label: "Inbox", end: false, admin: false },
  { to: "/staff/portfolio", label: "Portfolio", end: false, admin: false },
  { to: "/staff/people", label: "People", end: false, admin: true },
  { to: "/staff/audit", label: "Audit log", end: false, admin: true },
];

/**
 * The staff workspace's frame. The server decides who may see it: signed out → the login
 * page (and back here after), a member → a polite refusal.
 */
export default function StaffLayout() {
  const me = useApi("/api/staff/me", staffMe);
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = me.status === "error" && me.error.status === 401;

  useEffect(() => {
    if (signedOut) {
      const next = encodeURIComponent(`${location.pathname}${location.search}`);
      navigate(`/login?next=${next}`, { replace: true });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  return (
    <div className="min-h-screen bg-mist pb-16">
      <TopBand>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow text-accent">Staff workspace</p>
            {me.status === "ready" && (
              <p className="text-sm text-white/75">
                Signed in as <span className="font-semibold text-white">{me.data.name}</span> (
                {me.data.role})
              </p>
            )}
          </div>
          {me.status === "ready" && (
            <nav aria-label="Workspace" className="-mx-1 flex max-w-full flex-wrap gap-1">
              {sections
                .filter((s) => !s.admin || me.data.role === "admin")
                .map((section) => (
                  <NavLink
                    key={section.to}
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                        isActive ? "bg-amber text-ink" : "text-white hover:bg-white/10"
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                ))}
            </nav>
          )}
        </div>
      </TopBand>
      <div className="container-page pt-6">
        {me.status === "ready" ? (
          <Outlet context={me.data} />
        ) : me.status === "error" && me.error.status === 403 ? (
          <Refused />
        ) : me.status === "error" && !signedOut ? (
          <ErrorNote message={me.error.message} retry={me.reload} />
        ) : (
          <Loading label="Opening the workspace…" />
        )}
      </div>
    </div>
  );
}

function Refused() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-extrabold text-amber-800">403</p>
      <h1 className="mt-4 text-3xl font-extrabold">This workspace is for our team</h1>
      <p className="mt-3 text-lg text-slate-600">
        Your account does not have access to the staff workspace. If you work with us, ask an
        administrator to add you.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-royal">
          Back to the home page
        </Link>
        <Link to="/contact" className="btn-outline">
          Contact us
        </Link>
      </div>
    </section>
  );
}
