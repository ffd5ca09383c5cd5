import { agency } from "@pixelforge/brand/agency";
import { PageHero } from "../components/layout/page-hero";
import { clientTestimonial } from "../content/pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/client-testimonial",
    title: clientTestimonial.label,
    description: `What clients say about working with ${agency.name}.`,
  });

export default function ClientTestimonialPage() {
  return <PageHero title={clientTestimonial.label} />;
}
