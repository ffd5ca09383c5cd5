import { textOn } from "./colour";
import { escapeHtml } from "./escape";
import type { SiteAsset, SiteConfig } from "./site-config";

/** The site's initial on its accent colour: a favicon that exists even without a logo. */
export function faviconSvg(config: SiteConfig): string {
  const initial = escapeHtml((config.websiteTitle || "M").trim().charAt(0).toUpperCase() || "M");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${config.color}"/><text x="32" y="44" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" fill="${textOn(config.color)}">${initial}</text></svg>
`;
}

/**
 * The logo the icons are made from: an uploaded image. A pasted address is left out, since
 * its pixels cannot be read to draw icons (and the icons must not load from elsewhere).
 */
export function iconLogo(
  config: SiteConfig,
  assets: ReadonlyMap<string, SiteAsset>,
): SiteAsset | undefined {
  const logo = assets.get(config.logo);
  return logo?.type.startsWith("image/") ? logo : undefined;
}

const PNG_LINKS = `<link rel="icon" href="assets/favicon-32.png" sizes="32x32" type="image/png">
<link rel="apple-touch-icon" href="assets/apple-touch-icon.png">`;
const SVG_LINK = '<link rel="icon" href="assets/favicon.svg" type="image/svg+xml">';

/**
 * The favicon.svg to ship, if any, and the links every page carries. With a logo the PNGs
 * the caller draws from it are the whole set: a favicon.svg with the initial would win in
 * most browsers and show something else than the logo. Without those PNGs (the preview)
 * the logo's smallest web size is linked as it is.
 */
export function faviconSet(
  config: SiteConfig,
  assets: ReadonlyMap<string, SiteAsset>,
  hasPngs: boolean,
): { svg?: string; links: string } {
  const logo = iconLogo(config, assets);
  if (logo && hasPngs) return { links: PNG_LINKS };
  if (logo) {
    const variants = logo.variants ?? [];
    const webp = variants.filter((v) => v.type === "image/webp");
    const file = [...(webp.length ? webp : variants)].sort((a, b) => a.width - b.width)[0] ?? logo;
    return {
      links: `<link rel="icon" href="${escapeHtml(file.name)}" type="${escapeHtml(file.type)}">`,
    };
  }
  return { svg: faviconSvg(config), links: hasPngs ? `${SVG_LINK}\n${PNG_LINKS}` : SVG_LINK };
}

const siteBase = (siteUrl: string) => (siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`);

/** Every page's address, for search engines; only when the site's address is known. */
export function sitemapXml(config: SiteConfig, files: readonly string[]): string | undefined {
  if (!config.siteUrl) return undefined;
  const urls = files.map(
    (file) => new URL(file === "index.html" ? "" : file, siteBase(config.siteUrl)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `<url><loc>${escapeHtml(url.toString())}</loc></url>`).join("\n")}
</urlset>
`;
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *
Allow: /
${config.siteUrl ? `Sitemap: ${new URL("sitemap.xml", siteBase(config.siteUrl))}\n` : ""}`;
}

/** A short guide to putting the folder online, shipped as README.txt. */
export function readmeTxt(config: SiteConfig): string {
  const site = config.websiteTitle || "My Website";
  return `${site}: your website
${"=".repeat(site.length + 14)}

This folder is the whole site: six pages (index.html is the home page), their
stylesheet, script, fonts and pictures. Nothing is loaded from anywhere else.
Open index.html to look at it on this computer.

Putting it online (any static host works; all are free for a small site):

- Netlify: go to app.netlify.com/drop and drag this folder onto the page.
- GitHub Pages: create a repository, upload every file of this folder to it,
  then Settings > Pages > Deploy from a branch > main, / (root).
- Any other host (Cloudflare Pages, Vercel, your web hosting's file manager):
  upload the contents of this folder to the site's root folder.

${
  config.siteUrl
    ? `Your site address is set to ${config.siteUrl}: sitemap.xml and the pages' canonical
addresses use it. If the address changes, set it again in the builder and download again.`
    : `Tip: once you know your site's address, enter it in the builder's "Search engines"
section and download again: you get a sitemap and better search results.`
}

${
  config.contactForm === "endpoint"
    ? "The contact form sends to your form service; check its dashboard for messages."
    : "The contact form opens the visitor's e-mail program. For a form that sends by itself,\nchoose a form service (Formspree, Web3Forms, Netlify Forms) in the builder."
}

site.json holds everything you entered: open it with "Open a saved site" in the
builder to change the site later.
`;
}
