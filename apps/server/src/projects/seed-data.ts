import type { NewProject } from "@pixelforge/contracts/projects";

/** The portfolio a fresh installation starts with; artwork lives in apps/web/public/images/projects. */
export const seedProjects: (NewProject & { seedKey: string })[] = [
  {
    seedKey: "web-spice-route",
    service: "web-development",
    title: "Spice Route Kitchen",
    image: "/images/projects/spice-route-restaurant.svg",
    description:
      "A fast, bilingual restaurant site with an online menu, table bookings and a WhatsApp order button.",
    tags: "Next.js, Booking, Local SEO",
    projectLink: "https://spiceroute.example.com",
  },
  {
    seedKey: "web-ledgerleaf",
    service: "web-development",
    title: "LedgerLeaf",
    image: "/images/projects/ledgerleaf-fintech.svg",
    description:
      "Marketing site and sign-up flow for a bookkeeping start-up, built on React and Node.js with a CMS for the blog.",
    tags: "React, Node.js, CMS",
    projectLink: "https://ledgerleaf.example.com",
  },
  {
    seedKey: "web-campus-events",
    service: "web-development",
    title: "Campus Events Hub",
    image: "/images/projects/campus-events-hub.svg",
    description:
      "A WordPress events calendar for a college cultural fest: 40,000 visitors in its first week.",
    tags: "WordPress, Events, Performance",
    projectLink: "https://campus-events.example.com",
  },
  {
    seedKey: "logo-orbit",
    service: "logo-design",
    title: "Orbit Coworking",
    image: "/images/projects/orbit-coworking.svg",
    description: "A ring-and-core mark for a coworking space: people orbiting a shared centre.",
    tags: "Logo, Brand guide",
  },
  {
    seedKey: "logo-peakline",
    service: "logo-design",
    title: "Peakline Treks",
    image: "/images/projects/peakline-trekking.svg",
    description:
      "A bold mountain monogram for a Himalayan trekking company, readable on a cap and a favicon alike.",
    tags: "Logo, Outdoor, Merchandise",
  },
  {
    seedKey: "logo-parcel",
    service: "logo-design",
    title: "Parcel & Co.",
    image: "/images/projects/parcel-courier.svg",
    description:
      "A friendly rounded-square mark for a same-day courier, with a colour system for its vans.",
    tags: "Logo, Identity, Vehicle livery",
  },
  {
    seedKey: "seo-bloom-brew",
    service: "seo",
    title: "Bloom & Brew Café",
    image: "/images/projects/bloom-brew-cafe.svg",
    description:
      "Google Business Profile, menu schema and local landing pages: clicks from search up 212% in a quarter.",
    tags: "Local SEO, Google My Business",
  },
  {
    seedKey: "seo-urban-physio",
    service: "seo",
    title: "Urban Physio Clinic",
    image: "/images/projects/urban-physio-clinic.svg",
    description:
      "Technical fixes and condition guides written with the physiotherapists: top three for 40 local searches.",
    tags: "On-page SEO, Content, Technical SEO",
  },
  {
    seedKey: "seo-greenleaf",
    service: "seo",
    title: "Greenleaf Nursery",
    image: "/images/projects/greenleaf-nursery.svg",
    description:
      "Plant-care articles and partner links grew organic traffic 3x in 60 days for an online plant shop.",
    tags: "Off-page SEO, Content, E-commerce",
  },
  {
    seedKey: "ui-ledgerleaf-dashboard",
    service: "ui-ux-design",
    title: "LedgerLeaf Dashboard",
    image: "/images/projects/ledgerleaf-dashboard.svg",
    description:
      "A calmer bookkeeping dashboard: research with twelve shop owners, then a redesign that halved onboarding time.",
    tags: "UX Research, Dashboard, Figma",
  },
  {
    seedKey: "ui-meditrack",
    service: "ui-ux-design",
    title: "MediTrack",
    image: "/images/projects/meditrack-app.svg",
    description:
      "A medication reminder app designed for older adults: large targets, plain words, tested with real users.",
    tags: "Mobile app, Accessibility, Prototyping",
  },
  {
    seedKey: "ui-studyspace",
    service: "ui-ux-design",
    title: "StudySpace",
    image: "/images/projects/studyspace-booking.svg",
    description:
      "Wireframes to polished screens for a library seat-booking app used by 5,000 students.",
    tags: "Wireframes, UI Design, Design system",
  },
];
