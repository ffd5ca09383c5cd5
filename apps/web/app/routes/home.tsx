import { Hero } from "../components/home/hero";
import { PortfolioCarousel } from "../components/home/portfolio-carousel";
import { ServicesAccordion } from "../components/home/services-accordion";
import { WhyChooseUs } from "../components/home/why-choose-us";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ path: "/" });

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesAccordion />
      <PortfolioCarousel />
      <WhyChooseUs />
    </>
  );
}
