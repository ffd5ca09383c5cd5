import { type ServiceSlug, serviceSlugs } from "@pixelforge/contracts/projects";
import {
  type ProjectForm,
  type StaffProject,
  staffProject,
  staffProjectsResponse,
} from "@pixelforge/contracts/staff-portfolio";
import { useState } from "react";
import { z } from "zod";
import { ProjectEditor } from "../components/staff/project-editor";
import { Select } from "../components/staff/select";
import { Empty, ErrorNote, Loading } from "../components/staff/states";
import { useApi } from "../components/staff/use-api";
import { ApiError, callApi } from "../lib/api";

const serviceNames: Record<ServiceSlug, string> = {
  "web-development": "Web development",
  "logo-design": "Logo design",
  "ui-ux-design": "UI/UX design",
  seo: "SEO",
};

/** Moves the item at `from` to `to`, the rest keeping their order. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export default function StaffPortfolio() {
  const [service, setService] = useState<ServiceSlug>("web-development");
  const list = useApi(`/api/staff/projects?service=${service}`, staffProjectsResponse);
  const [editing, setEditing] = useState<number | "new">();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string }>();
  const [dragged, setDragged] = useState<number>();
  const projects = list.data?.projects ?? [];

  async function act(work: () => Promise<void>, done: string) {
    setBusy(true);
    setNotice(undefined);
    try {
      await work();
      setNotice({ kind: "ok", text: done });
    } catch (error) {
      setNotice({
        kind: "error",
        text: error instanceof ApiError ? error.message : "The change was not saved.",
      });
      list.reload();
    } finally {
      setBusy(false);
    }
  }

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= projects.length || from === to) return;
    const next = moved(projects, from, to);
    list.replace({ projects: next });
    return act(
      async () => {
        const answer = await callApi("/api/staff/projects/order", staffProjectsResponse, {
          body: { service, ids: next.map((p) => p.id) },
        });
        list.replace(answer);
      },
      `Moved “${projects[from]?.title}” to position ${to + 1}.`,
    );
  };

  const save = (project: StaffProject | undefined) => async (fields: ProjectForm) => {
    await (project
      ? callApi(`/api/staff/projects/${project.id}`, staffProject, { method: "PUT", body: fields })
      : callApi("/api/staff/projects", staffProject, { body: { ...fields, service } }));
    setEditing(undefined);
    setNotice({ kind: "ok", text: project ? "Changes saved." : "Project added at the end." });
    list.reload();
  };

  const remove = (project: StaffProject) => {
    if (!window.confirm(`Delete “${project.title}”? This cannot be undone.`)) return;
    return act(async () => {
      await callApi(`/api/staff/projects/${project.id}`, z.unknown(), { method: "DELETE" });
      list.reload();
    }, `Deleted “${project.title}”.`);
  };

  const publish = (project: StaffProject) =>
    act(
      async () => {
        await callApi(`/api/staff/projects/${project.id}/published`, staffProject, {
          body: { published: !project.published },
        });
        list.reload();
      },
      project.published
        ? `“${project.title}” is hidden from the site.`
        : `“${project.title}” is on the site.`,
    );

  return (
    <section aria-labelledby="portfolio-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="portfolio-heading" className="text-2xl font-extrabold">
          Portfolio
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Select
            label="Service"
            value={service}
            onChange={(value) => {
              setService(value as ServiceSlug);
              setEditing(undefined);
            }}
            options={serviceSlugs.map((s) => [s, serviceNames[s]])}
          />
          <button
            type="button"
            className="btn-royal px-4 py-2 text-sm"
            onClick={() => setEditing("new")}
          >
            New project
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Drag a project to reorder it, or use its ↑ and ↓ buttons. Changes show on the public page at
        its next load.
      </p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {notice && (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={`rounded-xl px-4 py-2 text-sm ${notice.kind === "error" ? "bg-rose-50 text-rose-900" : "bg-emerald-50 text-emerald-900"}`}
          >
            {notice.text}
          </p>
        )}
        {editing === "new" && (
          <ProjectEditor save={save(undefined)} cancel={() => setEditing(undefined)} />
        )}
        {list.status === "error" && <ErrorNote message={list.error.message} retry={list.reload} />}
        {!list.data && list.status === "loading" && <Loading label="Loading projects…" />}
        {list.data && projects.length === 0 && <Empty>No project for this service yet.</Empty>}
        {projects.length > 0 && (
          <ol className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {projects.map((p, index) =>
              editing === p.id ? (
                <li key={p.id} className="p-2">
                  <ProjectEditor project={p} save={save(p)} cancel={() => setEditing(undefined)} />
                </li>
              ) : (
                <li
                  key={p.id}
                  draggable={!busy}
                  onDragStart={() => setDragged(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={() => {
                    if (dragged !== undefined) reorder(dragged, index);
                    setDragged(undefined);
                  }}
                  className={`flex flex-wrap items-center gap-3 px-4 py-3 ${dragged === index ? "opacity-50" : ""}`}
                >
                  <span aria-hidden="true" className="cursor-grab text-slate-400 select-none">
                    ⠿
                  </span>
                  <img
                    src={p.image}
                    alt=""
                    width={64}
                    height={40}
                    className="h-10 w-16 rounded object-cover ring-1 ring-slate-200"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{p.title}</span>
                    <span className="block truncate text-sm text-slate-600">{p.description}</span>
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${p.published ? "bg-emerald-50 text-emerald-900 ring-emerald-300" : "bg-slate-100 text-slate-700 ring-slate-300"}`}
                  >
                    {p.published ? "Published" : "Hidden"}
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      aria-label={`Move ${p.title} up`}
                      disabled={busy || index === 0}
                      onClick={() => reorder(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      aria-label={`Move ${p.title} down`}
                      disabled={busy || index === projects.length - 1}
                      onClick={() => reorder(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      disabled={busy}
                      onClick={() => publish(p)}
                    >
                      {p.published ? "Unpublish" : "Publish"}
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      disabled={busy}
                      onClick={() => setEditing(p.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm text-rose-800"
                      disabled={busy}
                      onClick={() => remove(p)}
                    >
                      Delete
                    </button>
                  </span>
                </li>
              ),
            )}
          </ol>
        )}
      </div>
    </section>
  );
}
