import { Link } from "react-router";
import { ArrowRightIcon } from "../ui/icons";
import { HeroArtwork } from "./hero-artwork";

const chips = ["Web Development", "SEO", "UI/UX Design", "Logo Design"];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-ink pt-32 pb-20 text-white sm:pt-40 lg:pb-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,rgba(6,182,212,0.25),transparent),radial-gradient(40rem_24rem_at_0%_100%,rgba(251,191,36,0.14),transparent)]"
      />
      <div className="container-page relative grid items-center gap-14 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-white/80">
            <span className="h-2 w-2 rounded-full bg-amber" aria-hidden="true" />
            Crafting digital experiences that grow brands
          </p>
          {/* 60 px only from 1280 px: in the narrower two-column hero it broke into 5 lines. */}
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl xl:text-6xl"
          >
            Crafting <span className="text-amber">digital excellence</span> for ambitious brands
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75 sm:text-xl">
            We build websites, logos and SEO strategies that help startups, businesses and personal
            brands stand out — and get found.
          </p>
          <ul className="mt-8 flex flex-wrap gap-2.5" aria-label="Our services">
            {chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-accent/40 bg-accent/10 px-4 py-1.5 text-sm font-semibold text-cyan-100"
              >
                {chip}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/portfolio" className="btn-amber">
              Explore Work <ArrowRightIcon className="h-5 w-5" />
            </Link>
            <Link to="/contact" className="btn-ghost-light">
              Start Your Project
            </Link>
          </div>
        </div>
        <HeroArtwork />
      </div>
    </section>
  );
}
