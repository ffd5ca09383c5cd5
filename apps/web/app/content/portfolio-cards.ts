export type ServiceSlug = "web-development" | "logo-design" | "seo" | "ui-ux-design";

export interface PortfolioCard {
  title: string;
  image: string;
  slug: ServiceSlug;
  tag: string;
  desc: string;
  /** Gradient behind the artwork and the shadow under the card. */
  gradient: string;
  shadow: string;
}

export const portfolioIntro = {
  heading: "Our Portfolio",
  sentence: "Real projects for real clients — pick a service to see the work behind it.",
};

export const portfolioCards: PortfolioCard[] = [
  {
    title: "Web Development",
    image: "/images/portfolio/web-development.svg",
    slug: "web-development",
    tag: "Websites",
    desc: "Business sites, stores and web apps that load fast and convert.",
    gradient: "from-cyan-500 to-blue-600",
    shadow: "shadow-cyan-900/20",
  },
  {
    title: "Logo Design",
    image: "/images/portfolio/logo-design.svg",
    slug: "logo-design",
    tag: "Branding",
    desc: "Marks and identities that are simple, memorable and yours.",
    gradient: "from-amber-400 to-orange-500",
    shadow: "shadow-amber-900/20",
  },
  {
    title: "SEO",
    image: "/images/portfolio/seo.svg",
    slug: "seo",
    tag: "Growth",
    desc: "Organic traffic grew 3x in 60 days for a local services brand.",
    gradient: "from-emerald-400 to-teal-600",
    shadow: "shadow-emerald-900/20",
  },
  {
    title: "UI/UX Design",
    image: "/images/portfolio/ui-ux-design.svg",
    slug: "ui-ux-design",
    tag: "Product",
    desc: "Research-led interfaces, from wireframes to polished screens.",
    gradient: "from-violet-500 to-fuchsia-500",
    shadow: "shadow-violet-900/20",
  },
];
