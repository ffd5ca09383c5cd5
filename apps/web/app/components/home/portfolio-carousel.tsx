import { useEffect, useRef, useState } from "react";
import { portfolioCards, portfolioIntro } from "../../content/portfolio-cards";
import { useMediaQuery } from "../../lib/use-media-query";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../ui/icons";
import { CarouselCard } from "./carousel-card";
import { CAROUSEL_INTERVAL_MS, rotateBackward, rotateForward } from "./rotation";
import { SectionHeading } from "./section-heading";
import { useCarouselHolds } from "./use-carousel-holds";

const roundButton = "grid h-12 w-12 place-items-center rounded-full transition";

/**
 * Four service cards. Below 1024 px a snap list about 1.25 cards wide that never moves by
 * itself; 3 cards from 1024 px, 4 from 1280 px, rotating every 3.5 s. WCAG 2.2.2: the
 * rotation has a pause button, stops while a card is hovered, touched or keyboard-focused,
 * and does not start by itself for visitors who ask for reduced motion.
 */
export function PortfolioCarousel({ standalone = false }: { standalone?: boolean }) {
  const [order, setOrder] = useState(portfolioCards);
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // null until the visitor presses the button: their choice then beats the system setting.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const list = useRef<HTMLUListElement>(null);
  const { held, handlers } = useCarouselHolds(list);
  const paused = !isDesktop || stopped || held;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setOrder(rotateForward), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const step = (direction: 1 | -1) => {
    if (isDesktop) {
      setOrder(direction === 1 ? rotateForward : rotateBackward);
      return;
    }
    const el = list.current;
    const card = el?.querySelector("li");
    if (el && card)
      el.scrollBy({
        left: direction * (card.clientWidth + 24),
        behavior: reducedMotion ? "auto" : "smooth",
      });
  };

  return (
    // On the home page the next section is white too: one padding between them is enough.
    <section
      aria-labelledby="portfolio-heading"
      className={standalone ? "section bg-white" : "bg-white pt-20 sm:pt-24"}
    >
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <SectionHeading
            id="portfolio-heading"
            eyebrow="Selected work"
            title={portfolioIntro.heading}
            lead={portfolioIntro.sentence}
            standalone={standalone}
            align="left"
          />
          <div className="flex gap-3 sm:ml-auto">
            <button
              type="button"
              aria-label={stopped ? "Play carousel" : "Pause carousel"}
              onClick={() => setStoppedByVisitor(!stopped)}
              className={`${roundButton} hidden border border-ink/15 text-ink hover:bg-ink hover:text-white lg:grid`}
            >
              {stopped ? <PlayIcon className="h-5 w-5" /> : <PauseIcon className="h-5 w-5" />}
            </button>
            <button
              type="button"
              aria-label="Scroll left"
              onClick={() => step(-1)}
              className={`${roundButton} border border-ink/15 text-ink hover:bg-ink hover:text-white`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label="Scroll right"
              onClick={() => step(1)}
              className={`${roundButton} bg-ink text-white hover:bg-ink-700`}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
        <ul
          ref={list}
          data-testid="portfolio-carousel"
          data-paused={paused}
          {...handlers}
          className="-mx-5 mt-12 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-5 px-5 pb-6 [scrollbar-width:thin] sm:-mx-8 sm:scroll-px-8 sm:px-8 md:-mx-14 md:scroll-px-14 md:px-14 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0 lg:pb-0 xl:grid-cols-4"
        >
          {order.map((card) => (
            <CarouselCard key={card.slug} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
