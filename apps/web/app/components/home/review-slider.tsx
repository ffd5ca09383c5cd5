import { useState } from "react";
import { type Review, reviews, reviewsHeading } from "../../content/why-choose-us";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";
import { wrapIndex } from "./rotation";

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="flex justify-center gap-1 text-amber"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {Array.from({ length: rating }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars are identical
        <svg key={i} viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21l1.5-7L2 9.3l7-.8z" />
        </svg>
      ))}
    </p>
  );
}

function ReviewSlide({ review, current }: { review: Review; current: boolean }) {
  return (
    <li
      className="w-full shrink-0 px-2"
      aria-hidden={!current}
      inert={!current}
      aria-roledescription="slide"
    >
      <figure className="mx-auto max-w-3xl text-center">
        {review.rating ? <Stars rating={review.rating} /> : null}
        <blockquote className="mt-4 text-xl leading-relaxed font-medium text-white sm:text-2xl">
          “{review.quote}”
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4">
          <span
            aria-hidden="true"
            className="grid h-14 w-14 place-items-center rounded-full bg-gradient-to-br from-amber to-amber-600 text-lg font-bold text-ink"
          >
            {initials(review.name)}
          </span>
          <span className="text-left">
            <span className="block font-bold text-white">{review.name}</span>
            <span className="block text-sm text-white/70">{review.role}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Three reviews with previous/next, dots and wrap-around; each move slides for 0.5 s. */
export function ReviewSlider() {
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex(wrapIndex(next, reviews.length));

  return (
    <section
      aria-labelledby="reviews-heading"
      aria-roledescription="carousel"
      className="mt-24 rounded-[2rem] bg-ink px-5 py-16 sm:px-12"
    >
      <h3
        id="reviews-heading"
        className="text-center text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        {reviewsHeading}
      </h3>
      <div className="mt-10 overflow-hidden">
        <ul
          data-testid="review-track"
          data-index={index}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {reviews.map((review, i) => (
            <ReviewSlide key={review.name} review={review} current={i === index} />
          ))}
        </ul>
      </div>
      <div className="mt-10 flex items-center justify-center gap-6">
        <button
          type="button"
          aria-label="Previous review"
          onClick={() => go(index - 1)}
          className="grid h-11 w-11 place-items-center rounded-full border border-white/30 text-white hover:bg-white/10"
        >
          <ChevronLeftIcon />
        </button>
        <div className="flex gap-2">
          {reviews.map((review, i) => (
            <button
              key={review.name}
              type="button"
              aria-label={`Show review ${i + 1} of ${reviews.length}`}
              aria-current={i === index}
              onClick={() => go(i)}
              className="group grid h-8 min-w-8 place-items-center rounded-full"
            >
              <span
                className={`block h-3 rounded-full transition-all ${i === index ? "w-8 bg-amber" : "w-3 bg-white/40 group-hover:bg-white/70"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next review"
          onClick={() => go(index + 1)}
          className="grid h-11 w-11 place-items-center rounded-full border border-white/30 text-white hover:bg-white/10"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
