import { agency } from "@pixelforge/brand/agency";
import { WhyChooseUs } from "../components/home/why-choose-us";
import { PageHero } from "../components/layout/page-hero";
import { whyIntro } from "../content/why-choose-us";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/why-choose-us",
    title: "Why Choose Us",
    description: `Launched in days, not weeks; unlimited revisions; organic traffic grew 3x in 60 days. See how ${agency.name} compares with a typical agency.`,
    keywords: [`why choose ${agency.shortName}`, "affordable web agency", "unlimited revisions"],
  });

export default function WhyChooseUsPage() {
  return (
    <>
      <PageHero title={whyIntro.heading} lead={whyIntro.sentence} />
      <WhyChooseUs standalone />
    </>
  );
}
