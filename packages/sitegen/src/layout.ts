import { footer, headerAction } from "./business";
import { escapeHtml } from "./escape";
import { altText, picture } from "./picture";
import type { RenderContext } from "./sections";
import type { SeoPage } from "./site-config";
import { absoluteUrl, largestFile } from "./structured-data";

export const PAGES = [
  { file: "index.html", label: "Home", seo: "index" },
  { file: "products.html", label: "Products", seo: "products" },
  { file: "testimonials.html", label: "Testimonials", seo: "testimonials" },
  { file: "blog.html", label: "Blog", seo: "blog" },
  { file: "about.html", label: "About", seo: "about" },
  { file: "contact.html", label: "Contact", seo: "contact" },
] as const satisfies readonly { file: string; label: string; seo: SeoPage }[];
export type PageFile = (typeof PAGES)[number]["file"];

/**
 * Marks the page as scripted before its first paint, so the phone menu is collapsed from the
 * start instead of showing open until site.js runs and then moving the page up. site.js sets
 * the same class, where a host's policy refuses inline scripts.
 */
export const JS_CLASS_SCRIPT = '<script>document.documentElement.classList.add("js")</script>';

/** The web fonts for a visitor without scripts; site.js adds the same stylesheet after the first paint. */
export const FONTS_NOSCRIPT =
  '<noscript><link rel="stylesheet" href="assets/fonts.css"></noscript>';

export interface PageInput {
  ctx: RenderContext;
  file: PageFile;
  /** The page's own title; the site name is added. The user's SEO title wins. */
  title: string;
  description: string;
  body: string;
  year: number;
  /** Extra tags for the head: JSON-LD. */
  head?: string;
  /** The favicon links. */
  icons: string;
}

/** The address a page has once published, or undefined without a site address. */
export function pageUrl(siteUrl: string, file: PageFile): string | undefined {
  if (!siteUrl) return undefined;
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return new URL(file === "index.html" ? "" : file, base).toString();
}

function brand(ctx: RenderContext): string {
  const logo = ctx.config.logo
    ? picture(ctx.config.logo, ctx.assets, {
        // The site's name follows in the same link, so a logo without words adds none.
        alt: altText(ctx.config.logoAlt, ctx.config.logoDecorative),
        sizes: "140px",
        width: 160,
        height: 80,
        lazy: false,
      })
    : "";
  const mark =
    logo ||
    `<span class="brand-mark" aria-hidden="true">${escapeHtml(ctx.site.charAt(0).toUpperCase() || "•")}</span>`;
  return `<a class="brand" href="index.html">${mark}<span>${escapeHtml(ctx.site)}</span></a>`;
}

/** The frame every generated page shares: head, navigation, main landmark, footer. */
export function renderPage({
  ctx,
  file,
  title,
  description,
  body,
  year,
  head = "",
  icons,
}: PageInput): string {
  const { config, site } = ctx;
  const seo = config.seo[PAGES.find((p) => p.file === file)?.seo ?? "index"];
  const pageTitle = seo.title || (file === "index.html" ? site : `${title} | ${site}`);
  const pageDescription = (seo.description || description)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
  const theme = config.enableDarkMode ? "theme-dark" : "theme-light";
  const nav = PAGES.map(
    (page) =>
      `<li><a href="${page.file}"${page.file === file ? ' aria-current="page"' : ""}>${page.label}</a></li>`,
  ).join("");
  const url = pageUrl(config.siteUrl, file);
  const ogImage = config.heroMedia
    ? absoluteUrl(largestFile(config.heroMedia, ctx), config.siteUrl)
    : undefined;
  const social = [
    url
      ? `<link rel="canonical" href="${escapeHtml(url)}">\n<meta property="og:url" content="${escapeHtml(url)}">`
      : "",
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site)}">`,
    `<meta property="og:title" content="${escapeHtml(pageTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(pageDescription)}">`,
    ogImage && /^https?:/.test(ogImage) && !/\.(mp4|webm)$/i.test(ogImage)
      ? `<meta property="og:image" content="${escapeHtml(ogImage)}">\n<meta name="twitter:card" content="summary_large_image">`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
  const action = headerAction(config);
  return `<!DOCTYPE html>
<html lang="en" class="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
<meta name="description" content="${escapeHtml(pageDescription)}">
<meta name="theme-color" content="${config.color}">
${social}
${icons}
${JS_CLASS_SCRIPT}
<link rel="stylesheet" href="assets/site.css">
<script src="assets/site.js" defer></script>
${FONTS_NOSCRIPT}
${head}
</head>
<body class="template-${config.template}">
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="container">
${brand(ctx)}
${action ? `<div class="header-cta">${action}</div>` : ""}
<button class="menu-toggle" type="button" aria-expanded="false" aria-controls="site-nav"><span aria-hidden="true"></span>Menu</button>
<nav class="nav" id="site-nav" aria-label="Main"><ul>${nav}</ul></nav>
</div>
</header>
<main id="main">
${body}
</main>
${footer(config, site, year)}
</body>
</html>
`;
}
