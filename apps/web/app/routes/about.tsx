import { agency } from "@pixelforge/brand/agency";
import { about } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/about",
    title: "About Us",
    description: `Meet the team behind ${agency.name}: ${agency.about}`,
    keywords: [`about ${agency.name}`, "student web agency", "freelance designers India"],
  });

export default function AboutPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-ink pt-32 pb-16 text-white sm:pt-40 sm:pb-24">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="eyebrow text-accent">About Us</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              {about.heading} <span className="block text-amber">behind {agency.name}</span>
            </h1>
            {about.intro.map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lg leading-relaxed text-white/80">
                {paragraph}
              </p>
            ))}
          </div>
          <img
            src="/images/team.svg"
            alt={`Illustration of the ${agency.shortName} team of four working together around a laptop and a design board`}
            width={640}
            height={480}
            className="h-auto w-full rounded-3xl"
          />
        </div>
      </section>
      <section className="container-page section">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-3xl bg-mist p-8 ring-1 ring-slate-200/70">
              <h2 className="text-2xl font-extrabold">{value.title}</h2>
              <p className="mt-3 text-lg text-slate-600">{value.desc}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Our promise" className="bg-amber">
        <p className="container-page py-12 text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {about.closing}
        </p>
      </section>
    </>
  );
}
