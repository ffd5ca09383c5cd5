/**
 * The heading block of a home section. On its own page the section sits under a
 * PageHero that already says the same, so the heading stays for screen readers only.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  standalone = false,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  standalone?: boolean;
  align?: "center" | "left";
}) {
  if (standalone) {
    return (
      <h2 id={id} className="sr-only">
        {title}
      </h2>
    );
  }
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p>
    </div>
  );
}
