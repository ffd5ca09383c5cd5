export const primaryLinks = [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/OurServices" },
  { label: "Portfolio", to: "/Portfolio" },
  { label: "Contact Us", to: "/contact" },
] as const;

export const builderLink = { label: "Website Builder", to: "/WebSiteBuilder" } as const;

export const footerGroups = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Blog", to: "/blog" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Documentation", to: "/documentation" },
      { label: "Submit a Ticket", to: "/submit-ticket" },
      { label: "Guides", to: "/guides" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", to: "/terms-of-service" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "License", to: "/license" },
    ],
  },
] as const;
