import {
  type BuilderSiteSummary,
  builderSiteName,
  formatSize,
} from "@pixelforge/contracts/builder-sites";
import { useEffect, useId, useRef, useState } from "react";

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "10:42" today, "3 May 2026, 10:42" another day. */
export function whenSaved(iso: string, now = new Date()) {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dateFormat.format(date);
}

const smallButton =
  "rounded-full border border-white/30 px-3.5 py-1.5 text-sm font-semibold text-white hover:border-white hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60";

function RenameForm({
  site,
  busy,
  onRename,
  onCancel,
}: {
  site: BuilderSiteSummary;
  busy: boolean;
  onRename(name: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [name, setName] = useState(site.name);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // The field the person just asked to edit.
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      noValidate
      aria-label={`Rename ${site.name}`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = builderSiteName.safeParse(name);
        if (parsed.success) onRename(parsed.data);
        else setError(parsed.error.issues[0]?.message);
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white/80">
          New name
        </label>
        <input
          id={id}
          value={name}
          ref={input}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") onCancel();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white outline-none focus:border-accent focus:ring-4 focus:ring-accent/20"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-rose-300">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={smallButton} disabled={busy}>
        {busy ? "Renaming…" : "Save name"}
      </button>
      <button type="button" className={smallButton} onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </form>
  );
}

/** The sites in the account, newest first, each with Open, Rename and Delete. */
export function AccountSiteList({
  sites,
  currentId,
  busy,
  renaming,
  onOpen,
  onRename,
  onStartRename,
  onDelete,
}: {
  sites: readonly BuilderSiteSummary[];
  currentId: string | undefined;
  busy: boolean;
  renaming: string | undefined;
  onOpen(site: BuilderSiteSummary): void;
  onRename(site: BuilderSiteSummary, name: string): void;
  onStartRename(id: string | undefined): void;
  onDelete(site: BuilderSiteSummary): void;
}) {
  return (
    <ul aria-label="Your saved sites" className="divide-y divide-white/10">
      {sites.map((site) => (
        <li key={site.id} className="py-3">
          {renaming === site.id ? (
            <RenameForm
              site={site}
              busy={busy}
              onRename={(name) => onRename(site, name)}
              onCancel={() => onStartRename(undefined)}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">
                  {site.name}
                  {site.id === currentId && (
                    <span className="ml-2 rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-white">
                      in the form
                    </span>
                  )}
                </p>
                <p className="text-sm text-white/60">
                  Saved {whenSaved(site.updatedAt)} · {formatSize(site.size)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => onOpen(site)}
                  disabled={busy}
                  aria-label={`Open ${site.name}`}
                >
                  Open
                </button>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => onStartRename(site.id)}
                  disabled={busy}
                  aria-label={`Rename ${site.name}`}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className={`${smallButton} hover:border-rose-300 hover:text-rose-200`}
                  onClick={() => onDelete(site)}
                  disabled={busy}
                  aria-label={`Delete ${site.name}`}
                >
                  Delete
                </button>
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
