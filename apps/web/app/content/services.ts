interface SubService {
  name: string;
  /**
   * Brand marks (Simple Icons, CC0) in public/images/brands; none, or one that fails to
   * load, shows the fallback icon.
   */
  logos: string[];
}

const brand = (slug: string) => `/images/brands/${slug}.svg`;

export interface Service {
  title: string;
  icon: "code" | "seo" | "design";
  description: string;
  subServices: SubService[];
}

export const servicesIntro = {
  heading: "Our Services",
  sentence: "We deliver exceptional digital solutions tailored to your business needs.",
};

export const services: Service[] = [
  {
    title: "Web Development",
    icon: "code",
    description:
      "Fast, secure, mobile-first websites — from a polished CMS site you can edit yourself to a custom application built for scale.",
    subServices: [
      { name: "WordPress", logos: [brand("wordpress")] },
      { name: "Wix", logos: [brand("wix")] },
      { name: "Shopify", logos: [brand("shopify")] },
      { name: "Code-based (React, Node.js)", logos: [brand("react"), brand("nodedotjs")] },
    ],
  },
  {
    title: "SEO",
    icon: "seo",
    description:
      "Search strategies that compound: technical fixes, content that answers real questions and local visibility that brings customers through the door.",
    subServices: [
      { name: "Google My Business Setup", logos: [brand("google")] },
      { name: "On-page SEO", logos: [brand("googlesearchconsole")] },
      { name: "Off-page SEO", logos: [] },
    ],
  },
  {
    title: "UI/UX Design",
    icon: "design",
    description:
      "Interfaces people understand at a glance, grounded in research and tested with prototypes before a line of code is written.",
    subServices: [
      { name: "Complete UI Design", logos: [brand("figma")] },
      { name: "Wireframes & Prototyping", logos: [] },
      { name: "UX Research", logos: [] },
    ],
  },
];
