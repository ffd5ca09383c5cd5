import { agency } from "@pixelforge/brand/agency";
import { Link } from "react-router";
import { PageHero } from "../components/layout/page-hero";
import {
  BookIcon,
  LifebuoyIcon,
  QuestionIcon,
  RocketIcon,
  SparkIcon,
} from "../components/ui/icons";
import { documentation } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/documentation",
    title: "Documentation",
    description: `Quick start, core features, guides, FAQs and support for working with ${agency.name}.`,
    keywords: [`${agency.shortName} documentation`, "website builder help", "agency onboarding"],
  });

const icons = {
  rocket: <RocketIcon />,
  spark: <SparkIcon />,
  book: <BookIcon />,
  question: <QuestionIcon />,
};

export default function DocumentationPage() {
  return (
    <>
      <PageHero eyebrow="Help centre" title={documentation.heading} lead={documentation.lead} />
      <section className="container-page section">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {documentation.cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
            >
              <span className="grid h-12 w-12 place-items-center rounded-2xl bg-ink text-amber">
                {icons[card.icon]}
              </span>
              <h2 className="mt-5 text-xl font-bold">{card.title}</h2>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{card.desc}</p>
              <Link
                to={card.link.to}
                className="mt-6 font-semibold text-royal hover:text-royal-700"
              >
                {card.link.label} →
              </Link>
            </li>
          ))}
          <li className="flex flex-col rounded-3xl bg-ink p-8 text-white">
            <span className="grid h-12 w-12 place-items-center rounded-2xl bg-amber text-ink">
              <LifebuoyIcon />
            </span>
            <h2 className="mt-5 text-xl font-bold text-white">{documentation.support.title}</h2>
            <p className="mt-2 flex-1 leading-relaxed text-white/75">
              {documentation.support.desc}
            </p>
            <a
              href={`mailto:${documentation.support.email}`}
              className="mt-6 font-semibold text-amber hover:underline"
            >
              {documentation.support.email}
            </a>
            <Link to="/contact" className="mt-2 font-semibold text-white hover:underline">
              Contact us →
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
