/**
 * Every page address the site answers, with what the build does with it. The route
 * modules live in routes.ts; this list drives prerendering, the sitemap and the tests.
 */
export interface SitePage {
  path: string;
  /** Listed in sitemap.xml (aliases and private screens are not). */
  sitemap: boolean;
}

const page = (path: string, sitemap = true): SitePage => ({ path, sitemap });

export const sitePages: SitePage[] = [
  page("/"),
  page("/OurServices"),
  page("/services", false),
  page("/portfolio"),
  page("/Portfolio", false),
  page("/portfolio/web-development"),
  page("/portfolio/logo-design"),
  page("/portfolio/ui-ux-design"),
  page("/portfolio/seo"),
  page("/why-choose-us"),
  page("/whychooseus", false),
  page("/client-testimonial"),
  page("/about"),
  page("/blog"),
  page("/contact"),
  page("/submit-ticket"),
  page("/documentation"),
  page("/get-started"),
  page("/guides"),
  page("/careers"),
  page("/jobs", false),
  page("/license"),
  page("/privacy-policy"),
  page("/terms-of-service"),
  page("/WebSiteBuilder"),
  page("/login"),
  page("/signup"),
  page("/forgot-password", false),
  page("/reset-password", false),
  page("/landing-page", false),
  page("/register", false),
];

export const prerenderPaths = [...sitePages.map((p) => p.path), "/404"];
