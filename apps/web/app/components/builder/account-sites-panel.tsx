import {
  type BuilderSiteSummary,
  type BuilderSitesResponse,
  formatSize,
} from "@pixelforge/contracts/builder-sites";
import type { SiteAsset, SiteConfig } from "@pixelforge/sitegen/site-config";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../lib/api";
import { AccountSiteList, whenSaved } from "./account-site-list";
import { accountSites } from "./account-sites-api";
import { linkedSite, useLinkedSite } from "./linked-site";
import { ConfirmDialog } from "./modal-dialog";
import { SiteNameDialog } from "./site-name-dialog";
import type { useBuilderDraft } from "./use-builder-draft";

type Draft = ReturnType<typeof useBuilderDraft>;
type Busy = "saving" | "opening" | "renaming" | "deleting";
type Problem = { message: string; conflict?: boolean; signedOut?: boolean };
type Dialog =
  | { kind: "name"; title: string; initial: string }
  | { kind: "delete"; site: BuilderSiteSummary };
/** What the form held when it was last saved or opened, to tell unsaved changes. */
type Snapshot = { config: SiteConfig; assets: SiteAsset[] };

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { message: "Something went wrong. Please try again." };
  if (error.status === 401) return { message: "Your session has ended.", signedOut: true };
  if (error.status === 409) return { message: error.message, conflict: true };
  if (error.status === 400 && error.fieldErrors.config)
    return { message: "Some fields need a fix before the site can be saved." };
  return { message: error.message };
}

const unchanged = (snapshot: Snapshot | undefined, draft: Draft) =>
  snapshot !== undefined &&
  snapshot.config === draft.config &&
  snapshot.assets.length === draft.assets.size &&
  snapshot.assets.every((asset) => draft.assets.get(asset.name) === asset);

/** "Saved in your account": the builder's sites kept on the server for this person. */
export default function AccountSitesPanel({
  userId,
  draft,
  valid,
}: {
  userId: string;
  draft: Draft;
  valid: boolean;
}) {
  const linked = useLinkedSite(userId);
  const [list, setList] = useState<BuilderSitesResponse>();
  const [listFailed, setListFailed] = useState(false);
  const [busy, setBusy] = useState<Busy>();
  const [problem, setProblem] = useState<Problem>();
  const [notice, setNotice] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [renaming, setRenaming] = useState<string>();
  const [snapshot, setSnapshot] = useState<Snapshot>();

  const refresh = useCallback(async (signal?: AbortSignal) => {
    try {
      setList(await accountSites.list(signal));
      setListFailed(false);
    } catch (error) {
      if ((error as Error).name !== "AbortError") setListFailed(true);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  /** Runs one call at a time; a failure becomes the message under the buttons. */
  async function run(kind: Busy, work: () => Promise<void>) {
    setBusy(kind);
    setProblem(undefined);
    setNotice(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(undefined);
      // A failure shows under the panel's buttons, so the dialog must not hide it.
      setDialog(undefined);
      void refresh();
    }
  }

  function link(site: BuilderSiteSummary) {
    linkedSite.set({
      userId,
      id: site.id,
      name: site.name,
      version: site.version,
      savedAt: site.updatedAt,
    });
  }

  function save() {
    if (!valid) {
      setProblem({ message: "Some fields need a fix before the site can be saved." });
      return;
    }
    if (!linked) {
      setDialog({
        kind: "name",
        title: "Save to your account",
        initial: draft.config.websiteTitle,
      });
      return;
    }
    const current = { config: draft.config, assets: [...draft.assets.values()] };
    void run("saving", async () => {
      let saved: BuilderSiteSummary;
      try {
        saved = await accountSites.save(linked, current.config, current.assets);
      } catch (error) {
        // Deleted from another device: the next save makes a new site.
        if (error instanceof ApiError && error.status === 404) linkedSite.forget();
        throw error;
      }
      link(saved);
      setSnapshot(current);
    });
  }

  function saveNew(name: string) {
    const current = { config: draft.config, assets: [...draft.assets.values()] };
    void run("saving", async () => {
      const created = await accountSites.create(name, current.config, current.assets);
      link(created);
      setSnapshot(current);
    });
  }

  function open(site: { id: string; name: string }) {
    void run("opening", async () => {
      const opened = await accountSites.open(site.id);
      await draft.load(opened.config, opened.assets);
      link(opened);
      setSnapshot({ config: opened.config, assets: opened.assets });
      setNotice(`Opened ${opened.name}.`);
    });
  }

  function rename(site: BuilderSiteSummary, name: string) {
    void run("renaming", async () => {
      const renamed = await accountSites.rename(site.id, name);
      if (linked?.id === site.id) link({ ...renamed, version: linked.version });
      setRenaming(undefined);
      setNotice(`Renamed to ${renamed.name}.`);
    });
  }

  function remove(site: BuilderSiteSummary) {
    void run("deleting", async () => {
      await accountSites.remove(site.id);
      if (linked?.id === site.id) linkedSite.forget();
      setNotice(`Deleted ${site.name}.`);
    });
  }

  const saveStatus = !linked
    ? "Not saved to your account yet."
    : busy === "saving"
      ? "Saving…"
      : unchanged(snapshot, draft)
        ? `Saved ${whenSaved(linked.savedAt)}`
        : `Changes not saved yet · last saved ${whenSaved(linked.savedAt)}`;

  return (
    <section
      aria-labelledby="account-sites-heading"
      aria-busy={busy ? true : undefined}
      className="rounded-3xl bg-ink-800 p-5 ring-1 ring-white/10 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="account-sites-heading" className="text-xl font-bold text-white">
            Saved in your account
          </h2>
          <p role="status" className="mt-1 text-sm text-white/70">
            {linked && <span className="font-semibold text-white">{linked.name} · </span>}
            {saveStatus}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-amber"
            onClick={save}
            disabled={Boolean(busy) || !draft.ready}
          >
            {busy === "saving" ? "Saving…" : "Save to account"}
          </button>
          {linked && (
            <button
              type="button"
              className="btn-ghost-light"
              disabled={Boolean(busy)}
              onClick={() =>
                setDialog({
                  kind: "name",
                  title: "Save as a new site",
                  initial: draft.config.websiteTitle,
                })
              }
            >
              Save as new
            </button>
          )}
        </div>
      </div>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice && <p className="text-sm text-white/80">{notice}</p>}
      </div>
      {problem && (
        <div role="alert" className="mt-4 rounded-xl bg-rose-500/10 p-4 text-sm text-rose-200">
          <p className="font-semibold">{problem.message}</p>
          {problem.signedOut && (
            <a
              className="mt-2 inline-block font-semibold underline"
              href="/login?next=/WebSiteBuilder"
            >
              Log in again to save to your account
            </a>
          )}
          {problem.conflict && linked && (
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="button" className="btn-ghost-light" onClick={() => open(linked)}>
                Reload the saved version
              </button>
              <button
                type="button"
                className="btn-ghost-light"
                onClick={() =>
                  setDialog({
                    kind: "name",
                    title: "Save as a copy",
                    initial: `${linked.name} (copy)`,
                  })
                }
              >
                Save mine as a copy
              </button>
            </div>
          )}
        </div>
      )}

      <div className="mt-6 border-t border-white/10 pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-white">Your sites</h3>
          {list && (
            <p className="text-sm text-white/60">
              {list.used.sites} of {list.limits.sites} sites · {formatSize(list.used.bytes)} of{" "}
              {formatSize(list.limits.accountBytes)}
            </p>
          )}
        </div>
        {!list ? (
          <p className="mt-2 text-sm text-white/70">
            {listFailed
              ? "Your saved sites could not be loaded. Reload the page to try again."
              : "Loading your sites…"}
          </p>
        ) : list.sites.length === 0 ? (
          <p className="mt-2 text-sm text-white/70">
            No sites in your account yet. Save this one to open it on any device where you log in.
          </p>
        ) : (
          <AccountSiteList
            sites={list.sites}
            currentId={linked?.id}
            busy={Boolean(busy)}
            renaming={renaming}
            onOpen={open}
            onRename={rename}
            onStartRename={setRenaming}
            onDelete={(site) => setDialog({ kind: "delete", site })}
          />
        )}
      </div>

      {dialog?.kind === "name" && (
        <SiteNameDialog
          title={dialog.title}
          initial={dialog.initial}
          submitLabel="Save"
          busy={busy === "saving"}
          onSubmit={saveNew}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDialog
          title={`Delete ${dialog.site.name}?`}
          confirmLabel={busy === "deleting" ? "Deleting…" : "Delete for good"}
          busy={busy === "deleting"}
          onConfirm={() => remove(dialog.site)}
          onClose={() => setDialog(undefined)}
        >
          <p>
            It is removed from your account on every device. The form on this page and any ZIP you
            downloaded stay as they are.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
