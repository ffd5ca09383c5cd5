import { agency } from "@pixelforge/brand/agency";
import { PortfolioCarousel } from "../components/home/portfolio-carousel";
import { PageHero } from "../components/layout/page-hero";
import { portfolioIntro } from "../content/portfolio-cards";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/portfolio",
    title: "Portfolio",
    description: `Websites, logos, SEO campaigns and UI/UX projects by ${agency.name} — browse our work by service.`,
    keywords: [
      "web design portfolio",
      "logo design portfolio",
      "SEO case study",
      "UI/UX portfolio",
    ],
  });

export default function PortfolioPage() {
  return (
    <>
      <PageHero title={portfolioIntro.heading} lead={portfolioIntro.sentence} />
      <PortfolioCarousel standalone />
    </>
  );
}
