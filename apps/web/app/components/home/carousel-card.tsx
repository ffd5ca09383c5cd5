import { Link } from "react-router";
import type { PortfolioCard } from "../../content/portfolio-cards";
import { ArrowRightIcon } from "../ui/icons";

/**
 * One service card of the portfolio carousel: image, tag, title, description, link.
 * Below 1024 px about 1.25 cards show; the wider gutter from 768 px needs a wider card.
 */
export function CarouselCard({ card }: { card: PortfolioCard }) {
  return (
    <li
      data-testid="portfolio-card"
      data-slug={card.slug}
      className="w-[80%] shrink-0 snap-start md:w-[84%] lg:w-auto lg:[&:nth-child(4)]:hidden xl:[&:nth-child(4)]:block"
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
