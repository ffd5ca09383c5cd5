import { escapeHtml } from "./escape";
import type { SiteConfig } from "./site-config";

export const PAGES = [
  { file: "index.html", label: "Home" },
  { file: "products.html", label: "Products" },
  { file: "testimonials.html", label: "Testimonials" },
  { file: "blog.html", label: "Blog" },
  { file: "about.html", label: "About" },
  { file: "contact.html", label: "Contact" },
] as const;
export type PageFile = (typeof PAGES)[number]["file"];

export interface PageInput {
  config: SiteConfig;
  file: PageFile;
  /** The page's own title; the site name is added. */
  title: string;
  description: string;
  body: string;
  year: number;
}

/** The frame every generated page shares: head, navigation, main landmark, footer. */
export function renderPage({ config, file, title, description, body, year }: PageInput): string {
  const site = escapeHtml(config.websiteTitle || "My Website");
  const pageTitle = file === "index.html" ? site : `${escapeHtml(title)} | ${site}`;
  const theme = config.enableDarkMode ? "theme-dark" : "theme-light";
  const nav = PAGES.map(
    (page) =>
      `<li><a href="${page.file}"${page.file === file ? ' aria-current="page"' : ""}>${page.label}</a></li>`,
  ).join("");
  return `<!DOCTYPE html>
<html lang="en" class="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle}</title>
<meta name="description" content="${escapeHtml(description.slice(0, 300))}">
<meta name="theme-color" content="${config.color}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="assets/site.css">
<script src="assets/site.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="container">
<a class="brand" href="index.html">${site}</a>
<nav class="nav" aria-label="Main"><ul>${nav}</ul></nav>
</div>
</header>
<main id="main">
${body}
</main>
<footer class="site-footer">
<div class="container"><p>&copy; ${year} ${site}. All rights reserved.</p></div>
</footer>
</body>
</html>
`;
}
