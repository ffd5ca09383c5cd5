import { agency } from "@pixelforge/brand/agency";
import { ContactForm } from "../components/contact/contact-form";
import { PageHero } from "../components/layout/page-hero";
import { MailIcon, PhoneIcon } from "../components/ui/icons";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/contact",
    title: "Contact Us",
    description:
      "Tell us about your project: web development, SEO, logo design or UI/UX help. We reply within one working day.",
    keywords: ["contact web agency", "hire web developer", "website quote"],
  });

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact Us" title="Let's build something great together" />
      <section className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_1.2fr] lg:py-24">
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight">Tell us about your project</h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Need a new website, better search rankings, a logo or a friendlier interface? Send us a
            few lines about your web, SEO, logo or UI/UX needs and we will reply within one working
            day with ideas and a fixed quote.
          </p>
          <ul className="mt-8 space-y-4">
            <li>
              <a
                href={`mailto:${agency.email.hello}`}
                className="inline-flex items-center gap-4 rounded-2xl p-2 text-lg font-semibold text-ink hover:text-royal"
              >
                <span className="grid h-12 w-12 place-items-center rounded-full bg-ink text-amber">
                  <MailIcon />
                </span>
                {agency.email.hello}
              </a>
            </li>
            <li>
              <a
                href={agency.phone.href}
                className="inline-flex items-center gap-4 rounded-2xl p-2 text-lg font-semibold text-ink hover:text-royal"
              >
                <span className="grid h-12 w-12 place-items-center rounded-full bg-ink text-amber">
                  <PhoneIcon />
                </span>
                {agency.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-slate-200 sm:p-10">
          <ContactForm />
        </div>
      </section>
    </>
  );
}
