import { agency } from "@pixelforge/brand/agency";

export const about = {
  heading: "Meet the Team",
  intro: [
    `${agency.name} is ${agency.about.charAt(0).toLowerCase()}${agency.about.slice(1)} We started as classmates who kept building sites for friends' businesses — and kept watching those businesses grow.`,
    "Today we design and build websites, shape brands and run SEO for startups, local businesses and creators across India and beyond. We bring the newest tools from the lecture hall, the discipline of a studio and the care of people whose names are on the work.",
  ],
  values: [
    { title: "Curious", desc: "We research your customers before we design for them." },
    { title: "Quick", desc: "Most projects launch in days, not weeks." },
    { title: "Candid", desc: "Fixed quotes, honest timelines, no jargon." },
  ],
  closing: agency.tagline,
};

export const blog = {
  heading: "Blog",
  message:
    "Stay tuned for tips, insights and updates on web development, SEO, design and more. Our first articles are on their way.",
};

export const careers = {
  heading: "Careers",
  message: "No openings right now — check back soon for openings.",
};

export const documentation = {
  heading: "Documentation",
  lead: "Everything you need to work with us and to get the most from the Website Builder.",
  cards: [
    {
      title: "Quick Start",
      desc: "Create your account and start your first project in a few minutes.",
      link: { label: "Create an account", to: "/register" },
      icon: "rocket",
    },
    {
      title: "Core Features",
      desc: "Web development, SEO and UI/UX design: what each service includes.",
      link: { label: "Explore services", to: "/OurServices" },
      icon: "spark",
    },
    {
      title: "Step-by-Step Guides",
      desc: "How to brief us, prepare your content and what SEO onboarding involves.",
      link: { label: "Read the guides", to: "/guides" },
      icon: "book",
    },
    {
      title: "FAQs & Troubleshooting",
      desc: "Domains, hosting, revisions and payments — answers to the questions we hear most.",
      link: { label: "Get started", to: "/get-started" },
      icon: "question",
    },
  ],
  support: {
    title: "Contact & Support",
    desc: "Stuck on something? We answer every message within one working day.",
    email: agency.email.support,
  },
} as const;

export const getStarted = {
  heading: "Get Started",
  lead: "From first hello to launch day in five clear steps.",
  steps: [
    {
      title: "Sign Up & Onboard",
      desc: "Create an account or just write to us. We set up a short call to understand your goals.",
    },
    {
      title: "Pick Your Service",
      desc: "Web development, SEO, UI/UX design or a logo — or a bundle. You get a fixed quote.",
    },
    {
      title: "Share Your Brief",
      desc: "Send your content, references and brand assets. Our guides show what helps most.",
    },
    {
      title: "Collaborate & Review",
      desc: "Review designs and previews as we go. Revisions are unlimited until you are happy.",
    },
    {
      title: "Go Live!",
      desc: "We launch, connect your domain, set up analytics and hand over everything you own.",
    },
  ],
};

export const clientTestimonial = { label: "Client Testimonials" };

export const notFound = {
  heading: "Page not found",
  message: "The page you are looking for has moved or never existed.",
};
