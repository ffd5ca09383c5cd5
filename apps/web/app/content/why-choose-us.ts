import { agency } from "@pixelforge/brand/agency";

interface BenefitCard {
  title: string;
  desc: string;
  icon: "rocket" | "trend" | "refresh" | "spark";
}

export type ComparisonValue = true | false | "Limited";

interface ComparisonColumn {
  label: string;
  highlight: boolean;
  features: { label: string; value: ComparisonValue }[];
  note: string;
  cta: { text: string; href: string };
}

export interface Review {
  name: string;
  role: string;
  quote: string;
  /** Sets the number of stars; these reviews carry none, so no stars show. */
  rating?: number;
}

export const whyIntro = {
  heading: "Why Choose Us",
  sentence:
    "A small, hungry team that treats your launch like our own — with the process of a studio and the energy of a startup.",
};

export const benefits: BenefitCard[] = [
  {
    title: "Launched in days, not weeks",
    desc: "Most projects go live in days. Clear milestones, no waiting on a queue of bigger clients.",
    icon: "rocket",
  },
  {
    title: "Growth you can measure",
    desc: "Organic traffic grew 3x in 60 days for one of our SEO clients. We report in numbers, not adjectives.",
    icon: "trend",
  },
  {
    title: "Unlimited revisions",
    desc: "We iterate until you love it. Feedback rounds are part of the plan, never an extra line on the invoice.",
    icon: "refresh",
  },
  {
    title: "Student-driven innovation",
    desc: "We live on the modern web: current frameworks, accessible design and fresh ideas for your brand.",
    icon: "spark",
  },
];

const featureLabels = [
  "Launch in days, not weeks",
  "Unlimited revisions",
  "SEO setup included",
  "Mobile-first, accessible build",
  "Transparent fixed pricing",
  "Direct line to your designer",
] as const;

const row = (values: ComparisonValue[]) =>
  featureLabels.map((label, i) => ({ label, value: values[i] ?? false }));

export const comparison: ComparisonColumn[] = [
  {
    label: agency.name,
    highlight: true,
    features: row([true, true, true, true, true, true]),
    note: "Everything included, one fixed quote before we start.",
    cta: { text: "Start Your Project", href: "/contact" },
  },
  {
    label: "Typical agency",
    highlight: false,
    features: row([false, "Limited", "Limited", true, false, false]),
    note: "Add-ons, change requests and account managers in between.",
    cta: { text: "See Our Work", href: "/portfolio" },
  },
];

export const reviewsHeading = "What Our Clients Say";

export const reviews: Review[] = [
  {
    name: "Ananya Iyer",
    role: "Founder, Bloom & Brew Café",
    quote:
      "They rebuilt our site and set up our Google profile in a week. Weekend reservations doubled, and I can finally update the menu myself.",
  },
  {
    name: "Rohan Mehta",
    role: "Co-founder, LedgerLeaf",
    quote:
      "The dashboard redesign made our onboarding feel effortless. They asked sharp questions, tested with our users and shipped on time.",
  },
  {
    name: "Sara Thomas",
    role: "Independent Photographer",
    quote:
      "My new logo and portfolio site finally look like me. Every revision was handled quickly and with genuine care.",
  },
];
