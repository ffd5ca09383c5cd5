import { agency } from "@pixelforge/brand/agency";
import { pageMeta } from "../lib/page-meta";

export { default } from "./why-choose-us";

/** /whychooseus carries its own search metadata; the canonical is /why-choose-us. */
export const meta = () =>
  pageMeta({
    path: "/why-choose-us",
    title: "Why Work With a Student-Driven Studio",
    description: `Fresh ideas, modern tools and a team that answers your messages: what working with ${agency.name} is like, and what our clients say.`,
    keywords: ["student web agency", "client reviews", "web agency comparison"],
  });
