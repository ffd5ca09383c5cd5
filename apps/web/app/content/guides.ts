interface Guide {
  slug: string;
  title: string;
  summary: string;
  steps: { title: string; detail: string }[];
}

export const guides: Guide[] = [
  {
    slug: "briefing",
    title: "How to brief the agency",
    summary: "A good brief saves a week. Here is what to tell us before we start.",
    steps: [
      {
        title: "Say what success looks like",
        detail: "More enquiries, online sales, bookings? Give us one number you want to move.",
      },
      {
        title: "Describe your customers",
        detail: "Who they are, what they search for and what makes them trust a business.",
      },
      {
        title: "Share three sites you like",
        detail: "And one thing you like about each. It tells us more than any adjective.",
      },
      {
        title: "List the must-haves",
        detail:
          "Pages, languages, payment, booking, integrations and any deadline that cannot move.",
      },
      {
        title: "Agree on a decision-maker",
        detail: "One person who gives feedback keeps revisions quick and consistent.",
      },
    ],
  },
  {
    slug: "content",
    title: "Preparing your content",
    summary: "Words and pictures are what visitors came for. Here is how to get them ready.",
    steps: [
      {
        title: "Start with your home page message",
        detail: "What you do, for whom, and why you — in two sentences.",
      },
      {
        title: "Write one page at a time",
        detail: "Services, about, contact. Short paragraphs; answer the questions customers ask.",
      },
      {
        title: "Collect real photos",
        detail: "Your team, your work, your place. Phone photos in daylight beat stock images.",
      },
      {
        title: "Gather your brand assets",
        detail: "Logo files (SVG if you have them), colours and fonts. No logo? We can design one.",
      },
      {
        title: "Share it in one folder",
        detail: "A shared drive with one folder per page keeps everything findable.",
      },
    ],
  },
  {
    slug: "seo-onboarding",
    title: "What SEO onboarding involves",
    summary: "The first 30 days of an SEO engagement, step by step.",
    steps: [
      {
        title: "Access",
        detail: "We ask for Google Search Console, Analytics and your Google Business Profile.",
      },
      {
        title: "Technical audit",
        detail: "Speed, mobile usability, indexing, broken links and structured data.",
      },
      {
        title: "Keyword map",
        detail: "The searches your customers make, grouped by page and by intent.",
      },
      {
        title: "Quick wins",
        detail:
          "Titles, descriptions, internal links and your business profile — live in week two.",
      },
      {
        title: "Monthly report",
        detail: "Rankings, organic traffic and enquiries, with the next month's plan.",
      },
    ],
  },
];
