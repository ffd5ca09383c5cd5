import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type PortfolioCard, portfolioCards, portfolioIntro } from "../../content/portfolio-cards";
import { useMediaQuery } from "../../lib/use-media-query";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";
import { CAROUSEL_INTERVAL_MS, rotateBackward, rotateForward } from "./rotation";
import { SectionHeading } from "./section-heading";

function CarouselCard({ card, onHover }: { card: PortfolioCard; onHover: (on: boolean) => void }) {
  return (
    <li
      data-testid="portfolio-card"
      data-slug={card.slug}
      className="w-[80%] shrink-0 snap-start lg:w-auto lg:[&:nth-child(4)]:hidden xl:[&:nth-child(4)]:block"
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
    >
      <Link
        to={`/portfolio/${card.slug}`}
        aria-label={`View ${card.title} portfolio`}
        className={`group block h-full overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 transition duration-300 hover:-translate-y-1 hover:shadow-2xl ${card.shadow}`}
      >
        <div className={`relative aspect-[4/3] overflow-hidden bg-gradient-to-br ${card.gradient}`}>
          <img
            src={card.image}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
          <span className="absolute top-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
            {card.tag}
          </span>
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-ink/70 text-lg font-bold text-white opacity-0 transition duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            View Projects <ArrowRightIcon className="ml-2 h-5 w-5" />
          </span>
        </div>
        <div className="p-6">
          <h3 className="text-xl font-bold">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{card.desc}</p>
        </div>
      </Link>
    </li>
  );
}

/**
 * Four service cards. Below 1024 px a snap list about 1.25 cards wide; 3 cards from
 * 1024 px, 4 from 1280 px. On desktop it rotates every 3.5 s, paused while a card is
 * hovered, touched or focused.
 */
export function PortfolioCarousel({ standalone = false }: { standalone?: boolean }) {
  const [order, setOrder] = useState(portfolioCards);
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const list = useRef<HTMLUListElement>(null);
  const paused = !isDesktop || hovered || touched || focused;

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
    if (el && card) el.scrollBy({ left: direction * (card.clientWidth + 24), behavior: "smooth" });
  };

  return (
    <section aria-labelledby="portfolio-heading" className="section bg-white">
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
              aria-label="Scroll left"
              onClick={() => step(-1)}
              className="grid h-12 w-12 place-items-center rounded-full border border-ink/15 text-ink transition hover:bg-ink hover:text-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label="Scroll right"
              onClick={() => step(1)}
              className="grid h-12 w-12 place-items-center rounded-full bg-ink text-white transition hover:bg-ink-700"
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
        <ul
          ref={list}
          data-testid="portfolio-carousel"
          data-paused={paused}
          onTouchStart={() => setTouched(true)}
          onTouchEnd={() => setTouched(false)}
          onTouchCancel={() => setTouched(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="-mx-5 mt-12 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-5 px-5 pb-6 [scrollbar-width:thin] sm:-mx-8 sm:scroll-px-8 sm:px-8 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0 lg:pb-0 xl:grid-cols-4"
        >
          {order.map((card) => (
            <CarouselCard
              key={card.slug}
              card={card}
              onHover={(on) => isDesktop && setHovered(on)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
