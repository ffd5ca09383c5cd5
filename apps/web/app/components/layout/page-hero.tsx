/** The dark band that opens every inner page, under the transparent top bar. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_90%_0%,rgba(6,182,212,0.22),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgba(251,191,36,0.12),transparent)]"
      />
      <div className="container-page relative">
        {eyebrow && <p className="eyebrow text-accent">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {lead && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/75 sm:text-xl">{lead}</p>
        )}
        {children}
      </div>
    </section>
  );
}
