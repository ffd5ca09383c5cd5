import { agency } from "@pixelforge/brand/agency";
import { pageMeta } from "../lib/page-meta";

export { default } from "./services";

/** /services carries its own search metadata and points search engines at /ourservices. */
export const meta = () =>
  pageMeta({
    path: "/OurServices",
    title: "Services — Websites, SEO and UI/UX Design",
    description: `Everything ${agency.name} offers: websites that convert, SEO that grows organic traffic and UI/UX design that customers enjoy.`,
    keywords: ["digital agency services", "website design", "search engine optimisation"],
  });
