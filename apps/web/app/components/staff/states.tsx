/** Loading, empty and error states, the same on every staff screen. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-500">
      <span className="mr-2 inline-block h-3 w-3 animate-pulse rounded-full bg-accent" />
      {label}
    </p>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-10 text-center text-slate-600">
      {children}
    </p>
  );
}

export function ErrorNote({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl bg-rose-50 px-5 py-4 text-rose-900 ring-1 ring-rose-200"
    >
      <p>{message}</p>
      {retry && (
        <button
          type="button"
          onClick={retry}
          className="mt-2 font-semibold underline underline-offset-4"
        >
          Try again
        </button>
      )}
    </div>
  );
}
