import { type Person, peopleResponse, person } from "@pixelforge/contracts/staff";
import { useState } from "react";
import { Navigate } from "react-router";
import { SearchBox } from "../components/staff/search-box";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { useApi } from "../components/staff/use-api";
import { ApiError, callApi } from "../lib/api";
import { useStaffMe } from "./staff";

export default function StaffPeople() {
  const me = useStaffMe();
  const [search, setSearch] = useState("");
  const people = useApi(
    me.role === "admin" ? `/api/staff/people?q=${encodeURIComponent(search)}` : null,
    peopleResponse,
  );
  const [busy, setBusy] = useState<string>();
  const [notice, setNotice] = useState<{ kind: "error" | "ok"; text: string }>();
  if (me.role !== "admin") return <Navigate to="/staff" replace />;

  async function act(target: Person, path: string, body: object, done: string) {
    if (path === "disabled" && (body as { disabled: boolean }).disabled) {
      const sure = window.confirm(
        `Disable ${target.email}? They are signed out everywhere at once and cannot sign in until enabled again.`,
      );
      if (!sure) return;
    }
    setBusy(target.id);
    setNotice(undefined);
    try {
      await callApi(`/api/staff/people/${target.id}/${path}`, person, { body });
      setNotice({ kind: "ok", text: done });
      people.reload();
    } catch (error) {
      setNotice({
        kind: "error",
        text: error instanceof ApiError ? error.message : "The change was not saved.",
      });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section aria-labelledby="people-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="people-heading" className="text-2xl font-extrabold">
          People
        </h1>
        <SearchBox
          label="Search accounts by e-mail or username"
          placeholder="E-mail or username"
          onSearch={setSearch}
          widthClass="sm:w-72"
        />
      </div>
      <div className="mt-4" aria-live="polite">
        {notice && (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={`mb-3 rounded-xl px-4 py-2 text-sm ${notice.kind === "error" ? "bg-rose-50 text-rose-900" : "bg-emerald-50 text-emerald-900"}`}
          >
            {notice.text}
          </p>
        )}
        {people.status === "error" && (
          <ErrorNote message={people.error.message} retry={people.reload} />
        )}
        {!people.data && people.status === "loading" && <Loading label="Loading accounts…" />}
        {people.data?.people.length === 0 && <Empty>No account matches “{search}”.</Empty>}
        {people.data && people.data.people.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {people.data.people.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">
                    {p.name}{" "}
                    <span className="ml-1 rounded-full bg-mist px-2 py-0.5 text-xs font-semibold text-ink-700">
                      {p.role}
                    </span>
                    {p.disabled && (
                      <span className="ml-1 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-900">
                        disabled
                      </span>
                    )}
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {p.email}
                    {p.emailVerified ? "" : " · e-mail not verified"}
                  </span>
                </span>
                {p.id !== me.id && p.role !== "admin" && (
                  <span className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-outline px-4 py-1.5 text-sm"
                      disabled={busy === p.id}
                      onClick={() =>
                        p.role === "staff"
                          ? act(p, "role", { role: "member" }, `${p.email} is no longer staff.`)
                          : act(p, "role", { role: "staff" }, `${p.email} is now staff.`)
                      }
                    >
                      {p.role === "staff" ? "Revoke staff" : "Make staff"}
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-4 py-1.5 text-sm"
                      disabled={busy === p.id}
                      onClick={() =>
                        act(
                          p,
                          "disabled",
                          { disabled: !p.disabled },
                          p.disabled ? `${p.email} can sign in again.` : `${p.email} is disabled.`,
                        )
                      }
                    >
                      {p.disabled ? "Enable" : "Disable"}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
