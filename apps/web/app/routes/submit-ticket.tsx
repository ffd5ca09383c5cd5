import { agency } from "@pixelforge/brand/agency";
import { TicketForm } from "../components/contact/ticket-form";
import { PageHero } from "../components/layout/page-hero";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/submit-ticket",
    title: "Submit a Support Ticket",
    description:
      "Report a problem or ask for help with a project we delivered. Our team will reach out to you soon.",
    keywords: [`${agency.shortName} support`, "website support ticket"],
  });

export default function SubmitTicketPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Submit a Support Ticket"
        lead={`Tell us what is wrong and we will get back to you. You will receive a confirmation e-mail with your ticket reference; urgent? Call ${agency.phone.display}.`}
      />
      <section className="container-page max-w-3xl py-16 lg:py-24">
        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-slate-200 sm:p-10">
          <TicketForm />
        </div>
      </section>
    </>
  );
}
