import type { Policy } from "../../content/policies";
import { PageHero } from "./page-hero";

export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={policy.title} lead={policy.intro}>
        <p className="mt-6 text-sm text-white/60">Last updated {policy.updated}</p>
      </PageHero>
      <article className="container-page prose-page max-w-3xl py-16">
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-12 rounded-2xl bg-mist p-6">
          {policy.contact.lead}{" "}
          <a href={`mailto:${policy.contact.email}`}>{policy.contact.email}</a>.
        </p>
      </article>
    </>
  );
}
