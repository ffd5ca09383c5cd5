/**
 * The agency's name and contact details, in one place. Change them here and every page,
 * the footer, the contact panel and the page metadata follow.
 */
export const agency = {
  name: "PixelForge Studio",
  shortName: "PixelForge",
  domain: "pixelforge.studio",
  tagline: "Empowering businesses with student-driven innovation and modern web solutions.",
  secondaryTagline: "Crafting digital experiences that grow brands.",
  about:
    "A group of passionate students building modern digital experiences for brands, startups and creators.",
  email: {
    hello: "hello@pixelforge.studio",
    support: "support@pixelforge.studio",
    privacy: "privacy@pixelforge.studio",
  },
  phone: { display: "+91 98765 43210", href: "tel:+919876543210" },
  whatsapp: "https://wa.me/919876543210",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/pixelforge.studio" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/pixelforge-studio" },
  ],
  twitterHandle: "@pixelforgestudio",
  locale: "en_IN",
  language: "en",
  defaultTitle: "PixelForge Studio — Freelance Web Development, SEO, UI/UX & Logo Design",
  defaultDescription:
    "PixelForge Studio is a freelance digital agency: fast websites, SEO that grows organic traffic, thoughtful UI/UX and memorable logos for startups, businesses and personal brands.",
  defaultKeywords: [
    "freelance web development",
    "SEO agency",
    "UI/UX design",
    "logo design",
    "website builder",
    "India",
  ],
  shareImage: "/og-image.png",
} as const;
