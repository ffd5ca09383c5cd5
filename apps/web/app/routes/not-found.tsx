import { Link } from "react-router";
import { notFound } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ path: "/404", title: notFound.heading, noindex: true });

export default function NotFoundPage() {
  return (
    // The footer below is dark too: a glow, a rule and room at the bottom keep them apart.
    <section className="relative overflow-hidden border-b border-white/10 bg-ink pt-36 pb-32 text-center text-white sm:pt-44 sm:pb-40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_24rem_at_50%_0%,rgba(6,182,212,0.22),transparent)]"
      />
      <div className="container-page relative">
        <p className="text-7xl font-extrabold text-amber sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-extrabold text-white sm:text-4xl">{notFound.heading}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-pretty text-white/75">
          {notFound.message}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/" className="btn-amber">
            Back to the home page
          </Link>
          <Link to="/contact" className="btn-ghost-light">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
