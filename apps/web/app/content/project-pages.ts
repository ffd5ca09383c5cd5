import { agency } from "@pixelforge/brand/agency";
import type { ProjectListProps } from "../components/portfolio/project-list";

type ProjectPageContent = ProjectListProps & { title: string; lead: string; description: string };

/** The four project pages of spec §2.7: headings, loading texts and notice rules. */
export const projectPages = {
  "web-development": {
    service: "web-development",
    kind: "web",
    title: "Our Web Development Work",
    lead: "Selected websites built for real clients, creators, and bold ideas",
    loadingText: "Loading projects...",
    notice: "never",
    withProjectLinks: true,
    description: `Websites ${agency.name} built for restaurants, start-ups and colleges: fast, accessible and easy to edit.`,
  },
  "logo-design": {
    service: "logo-design",
    kind: "logo design",
    title: "Logo Design Projects",
    lead: "Marks and identities that are simple, memorable and made to last.",
    loadingText: "Loading logo design projects...",
    notice: "always",
    description: `Logos and brand identities designed by ${agency.name}.`,
  },
  "ui-ux-design": {
    service: "ui-ux-design",
    kind: "UI/UX",
    title: "UI/UX Projects",
    lead: "Research-led interfaces, from wireframes and prototypes to polished screens.",
    loadingText: "Loading UI/UX projects...",
    notice: "whenEmpty",
    description: `Dashboards, apps and booking flows designed by ${agency.name}, tested with real users.`,
  },
  seo: {
    service: "seo",
    kind: "SEO",
    title: "SEO Projects",
    lead: "Search campaigns that brought customers in — including organic traffic that grew 3x in 60 days.",
    loadingText: "Loading SEO projects...",
    notice: "whenEmpty",
    description: `Local, on-page and off-page SEO results by ${agency.name}.`,
  },
} as const satisfies Record<string, ProjectPageContent>;
