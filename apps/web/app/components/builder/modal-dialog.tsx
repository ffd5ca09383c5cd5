import { useEffect, useId, useRef } from "react";

/**
 * A modal dialog on the browser's own <dialog>: it keeps focus inside, closes on Escape
 * and gives focus back to the button that opened it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-ink-800 p-6 text-white shadow-2xl ring-1 ring-white/15 backdrop:bg-ink/70"
    >
      <h2 id={titleId} className="text-xl font-bold text-white">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** Asks before something is removed for good. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="mt-3 text-white/80">{children}</div>
      {/* Cancel comes first: the dialog focuses it, so Enter never deletes by accident. */}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-ghost-light" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="btn bg-rose-600 text-white hover:bg-rose-700"
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
