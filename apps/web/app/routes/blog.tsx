import { agency } from "@pixelforge/brand/agency";
import { PageHero } from "../components/layout/page-hero";
import { BookIcon } from "../components/ui/icons";
import { blog } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/blog",
    title: "Blog",
    description: `Tips, insights and updates on web development, SEO, design and more from ${agency.name}.`,
    keywords: ["web development blog", "SEO tips", "design insights"],
  });

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Insights" title={blog.heading} />
      <section className="container-page section">
        <div className="mx-auto max-w-xl rounded-3xl bg-mist p-10 text-center ring-1 ring-slate-200/70">
          <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-amber text-ink">
            <BookIcon className="h-7 w-7" />
          </span>
          <p className="mt-6 text-lg leading-relaxed text-slate-600">{blog.message}</p>
        </div>
      </section>
    </>
  );
}
