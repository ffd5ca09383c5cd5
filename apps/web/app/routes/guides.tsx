import { PageHero } from "../components/layout/page-hero";
import { guides } from "../content/guides";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/guides",
    title: "Step-by-Step Guides",
    description: "How to brief the agency, prepare your content and what SEO onboarding involves.",
    keywords: ["website brief template", "website content checklist", "SEO onboarding"],
    type: "article",
  });

export default function GuidesPage() {
  return (
    <>
      <PageHero
        eyebrow="Guides"
        title="Step-by-Step Guides"
        lead="Practical checklists from our projects."
      />
      <div className="container-page section grid gap-10 lg:grid-cols-3">
        {guides.map((guide) => (
          <article
            key={guide.slug}
            id={guide.slug}
            className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="text-2xl font-extrabold">{guide.title}</h2>
            <p className="mt-2 text-slate-600">{guide.summary}</p>
            <ol className="mt-6 space-y-4">
              {guide.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-ink text-sm font-bold text-amber">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold">{step.title}</h3>
                    <p className="text-slate-600">{step.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </>
  );
}
