/** One card of the account page: a heading, a line about it, and its controls. */
export function AccountSection({
  id,
  title,
  intro,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-28 rounded-3xl bg-white p-6 shadow-xl shadow-black/10 sm:p-8 ${
        tone === "danger" ? "ring-2 ring-rose-200" : ""
      }`}
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {intro && <div className="mt-1.5 text-slate-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** What a section shows until its list has loaded: a loading line, or the error and a retry. */
export function SectionLoading({
  loaded,
  error,
  retry,
  loadingText,
  className = "",
}: {
  loaded: boolean;
  error?: string;
  retry(): void;
  loadingText: string;
  className?: string;
}) {
  if (error) {
    return (
      <div className={`space-y-3 ${className}`}>
        <p role="alert" className="text-rose-700">
          {error}
        </p>
        <button type="button" className="btn-outline" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return loaded ? null : <p className="text-slate-600">{loadingText}</p>;
}
