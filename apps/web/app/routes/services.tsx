import { Link } from "react-router";
import { ServicesAccordion } from "../components/home/services-accordion";
import { PageHero } from "../components/layout/page-hero";
import { servicesIntro } from "../content/services";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/OurServices",
    title: "Our Services",
    description:
      "Web development on WordPress, Wix, Shopify or custom React and Node.js; SEO from Google My Business to off-page; UI/UX design from research to polished screens.",
    keywords: [
      "web development services",
      "SEO services",
      "UI/UX design services",
      "Shopify developer",
    ],
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero title={servicesIntro.heading} lead={servicesIntro.sentence} />
      <ServicesAccordion standalone />
      <section className="container-page section text-center">
        <h2 className="text-3xl font-extrabold tracking-tight">Not sure which service you need?</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
          Tell us about your goals and we will recommend the smallest plan that gets you there.
        </p>
        <Link to="/contact" className="btn-royal mt-8">
          Start Your Project
        </Link>
      </section>
    </>
  );
}
