import { textOn } from "./colour";
import { escapeHtml } from "./escape";
import type { SiteConfig } from "./site-config";

/** The site's initial on its accent colour: a favicon that exists even without a logo. */
export function faviconSvg(config: SiteConfig): string {
  const initial = escapeHtml((config.websiteTitle || "M").trim().charAt(0).toUpperCase() || "M");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${config.color}"/><text x="32" y="44" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" fill="${textOn(config.color)}">${initial}</text></svg>
`;
}
