import { agency } from "@pixelforge/brand/agency";
import { Link } from "react-router";
import { PageHero } from "../components/layout/page-hero";
import { careers } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/careers",
    title: "Careers",
    description: `Join ${agency.name}. No openings right now — check back soon.`,
    keywords: ["web design jobs", "student developer jobs", `${agency.shortName} careers`],
  });

export default function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Join us" title={careers.heading} />
      <section className="container-page section text-center">
        <p className="text-xl text-slate-600">{careers.message}</p>
        <Link to="/contact" className="btn-outline mt-8">
          Introduce yourself
        </Link>
      </section>
    </>
  );
}
