import { Link } from "react-router";
import { notFound } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ path: "/404", title: notFound.heading, noindex: true });

export default function NotFoundPage() {
  return (
    <section className="bg-ink pt-40 pb-28 text-center text-white">
      <p className="text-7xl font-extrabold text-amber sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-white sm:text-4xl">{notFound.heading}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-white/75">{notFound.message}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/" className="btn-amber">
          Back to the home page
        </Link>
        <Link to="/contact" className="btn-ghost-light">
          Contact Us
        </Link>
      </div>
    </section>
  );
}
