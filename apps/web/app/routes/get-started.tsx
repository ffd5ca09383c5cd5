import { Link } from "react-router";
import { PageHero } from "../components/layout/page-hero";
import { getStarted } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/get-started",
    title: "Get Started",
    description:
      "Five steps from first hello to launch: sign up, pick your service, share your brief, review, go live.",
    keywords: ["start a website project", "agency process", "how we work"],
  });

export default function GetStartedPage() {
  return (
    <>
      <PageHero eyebrow="How it works" title={getStarted.heading} lead={getStarted.lead} />
      <section className="container-page section">
        <ol className="mx-auto grid max-w-3xl gap-5">
          {getStarted.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-5 rounded-3xl bg-mist p-6 ring-1 ring-slate-200/70"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-amber text-lg font-extrabold text-ink">
                {index + 1}
              </span>
              <div>
                <h2 className="text-xl font-bold">{step.title}</h2>
                <p className="mt-1.5 leading-relaxed text-slate-600">{step.desc}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <Link to="/documentation" className="btn-royal">
            Read Documentation
          </Link>
          <Link to="/contact" className="btn-outline">
            Contact Support
          </Link>
        </div>
      </section>
    </>
  );
}
