/**
 * Every address the site answers, in one table: the route module that renders it and
 * whether sitemap.xml lists it. routes.ts builds React Router's routes from this table and
 * the build prerenders every address in it, so a page added here cannot 404 on a direct
 * load (the server only serves prerendered files).
 */
interface SiteRoute {
  /** The address as links spell it. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Listed in sitemap.xml; aliases and account screens are not. */
  sitemap: boolean;
  /** Only needed when a second address reuses a module: route ids must be unique. */
  id?: string;
  /**
   * Other spellings answered by the same route, because React Router matches paths
   * without regard to case. Each is prerendered too; none is in the sitemap.
   */
  spellings?: readonly string[];
}

type Options = Partial<Pick<SiteRoute, "sitemap" | "id" | "spellings">>;

const page = (path: string, file: string, options: Options = {}): SiteRoute => ({
  path,
  file: `routes/${file}`,
  sitemap: options.sitemap ?? true,
  ...(options.id ? { id: options.id } : {}),
  ...(options.spellings ? { spellings: options.spellings } : {}),
});
const unlisted = { sitemap: false };

export const siteRoutes: readonly SiteRoute[] = [
  page("/", "home.tsx"),
  page("/OurServices", "services.tsx"),
  page("/services", "services-alias.tsx", unlisted),
  // The top bar links to /Portfolio (spec §2.2).
  page("/portfolio", "portfolio.tsx", { spellings: ["/Portfolio"] }),
  page("/portfolio/web-development", "portfolio.web-development.tsx"),
  page("/portfolio/logo-design", "portfolio.logo-design.tsx"),
  page("/portfolio/ui-ux-design", "portfolio.ui-ux-design.tsx"),
  page("/portfolio/seo", "portfolio.seo.tsx"),
  page("/why-choose-us", "why-choose-us.tsx"),
  page("/whychooseus", "why-choose-us-alias.tsx", unlisted),
  page("/client-testimonial", "client-testimonial.tsx"),
  page("/about", "about.tsx"),
  page("/blog", "blog.tsx"),
  page("/contact", "contact.tsx"),
  page("/submit-ticket", "submit-ticket.tsx"),
  page("/documentation", "documentation.tsx"),
  page("/get-started", "get-started.tsx"),
  page("/guides", "guides.tsx"),
  page("/careers", "careers.tsx"),
  page("/jobs", "careers.tsx", { sitemap: false, id: "routes/jobs" }),
  page("/license", "license.tsx"),
  page("/privacy-policy", "privacy-policy.tsx"),
  page("/terms-of-service", "terms-of-service.tsx"),
  page("/WebSiteBuilder", "website-builder.tsx"),
  page("/login", "login.tsx"),
  page("/signup", "signup.tsx"),
  page("/forgot-password", "forgot-password.tsx", unlisted),
  page("/reset-password", "reset-password.tsx", unlisted),
  page("/landing-page", "landing-page.tsx", unlisted),
  page("/register", "register.tsx", unlisted),
  page("/account", "account.tsx", unlisted),
];

/**
 * Screens rendered in the browser only: not prerendered, not in the sitemap, `noindex`.
 * The server answers their addresses with the build's SPA shell (http/static-site.ts).
 * `children` are nested under the screen's layout; "" is its index.
 */
export const clientRoutes = [
  {
    path: "/staff",
    file: "routes/staff.tsx",
    children: [
      { path: "", file: "routes/staff._index.tsx" },
      { path: "inbox", file: "routes/staff.inbox.tsx" },
      { path: "inbox/:reference", file: "routes/staff.inbox.$reference.tsx" },
      { path: "people", file: "routes/staff.people.tsx" },
      { path: "audit", file: "routes/staff.audit.tsx" },
      { path: "portfolio", file: "routes/staff.portfolio.tsx" },
    ],
  },
  { path: "/tickets/:reference", file: "routes/tickets.$reference.tsx", children: [] },
  { path: "/account/tickets", file: "routes/account.tickets.tsx", children: [] },
  {
    path: "/account/tickets/:reference",
    file: "routes/account.tickets.$reference.tsx",
    children: [],
  },
] as const;

/**
 * Any other address: React Router's catch-all route, prerendered once as /404, the page
 * the server sends with status 404.
 */
export const notFoundRoute = { prerenderAs: "/404", file: "routes/not-found.tsx" } as const;

/** One address the site answers, and whether sitemap.xml lists it. */
interface SitePage {
  path: string;
  sitemap: boolean;
}

/** Every address of the table, other spellings included: for the sitemap and the tests. */
export const sitePages: readonly SitePage[] = siteRoutes.flatMap((route) => [
  { path: route.path, sitemap: route.sitemap },
  ...(route.spellings ?? []).map((path) => ({ path, sitemap: false })),
]);

export const prerenderPaths = [...sitePages.map((p) => p.path), notFoundRoute.prerenderAs];

/** The route module of every prerendered page: the entries of the pages' browser build. */
export const prerenderedModules: readonly string[] = [
  ...new Set([...siteRoutes.map((route) => route.file), notFoundRoute.file]),
];

/**
 * The route module that renders a prerendered page, by the address the build wrote it for
 * (`/404` for the not-found page); undefined for the client-rendered shell.
 */
export function prerenderedModule(path: string): string | undefined {
  if (path === notFoundRoute.prerenderAs) return notFoundRoute.file;
  const lower = path.toLowerCase();
  return siteRoutes.find(
    (route) =>
      route.path.toLowerCase() === lower ||
      route.spellings?.some((spelling) => spelling.toLowerCase() === lower),
  )?.file;
}
