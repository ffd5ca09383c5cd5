import { builderSiteName } from "@pixelforge/contracts/builder-sites";
import { useId, useState } from "react";
import { ModalDialog } from "./modal-dialog";

/** Asks the name a site gets in the account (first save, or a copy). */
export function SiteNameDialog({
  title,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = builderSiteName.safeParse(name);
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          onSubmit(parsed.data);
        }}
      >
        <div>
          <label htmlFor={id} className="mb-1.5 block font-semibold">
            Name in your account
          </label>
          <input
            id={id}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full rounded-xl border border-white/15 bg-white/5 px-4 py-3 text-base text-white outline-none focus:border-accent focus:ring-4 focus:ring-accent/20"
          />
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-rose-300">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-amber" disabled={busy}>
            {busy ? "Saving…" : submitLabel}
          </button>
          <button type="button" className="btn-ghost-light" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
