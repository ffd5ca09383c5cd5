import { whatsappDigits } from "./business";
import { safeUrl } from "./escape";
import { largestVariant } from "./image-variants";
import type { RenderContext } from "./sections";
import { SOCIAL_NETWORKS } from "./site-config";

type Json = Record<string, unknown>;

/** An address as search engines want it: absolute when the site's own address is known. */
export function absoluteUrl(ref: string, siteUrl: string): string | undefined {
  const url = safeUrl(ref);
  if (!url || url.startsWith("data:")) return undefined;
  if (/^https?:/i.test(url)) return url;
  return siteUrl ? new URL(url, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString() : url;
}

/** The largest shipped file of an image reference (its biggest variant, or itself). */
export function largestFile(ref: string, ctx: RenderContext): string {
  const variants = ctx.assets.get(ref)?.variants;
  if (!variants?.length) return ref;
  return largestVariant(variants)?.name ?? ref;
}

/** Schema.org data in a script tag; "<" escaped so no text can end the element early. */
export function jsonLd(data: Json | Json[]): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

const clean = (data: Json): Json =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ""));

/** LocalBusiness when it has a place or a phone, else Organization. */
export function businessData(ctx: RenderContext): Json {
  const { config, site } = ctx;
  const local = Boolean(config.address || config.phone || config.openingHours);
  const image = config.heroMedia
    ? absoluteUrl(largestFile(config.heroMedia, ctx), config.siteUrl)
    : undefined;
  const sameAs = SOCIAL_NETWORKS.map((n) => safeUrl(config.social[n])).filter(Boolean);
  return clean({
    "@context": "https://schema.org",
    "@type": local ? "LocalBusiness" : "Organization",
    name: site,
    description: config.heroSubtitle || undefined,
    url: config.siteUrl || undefined,
    logo: config.logo ? absoluteUrl(largestFile(config.logo, ctx), config.siteUrl) : undefined,
    image: local ? image : undefined,
    email: config.contactEmail || undefined,
    telephone:
      config.phone || (config.whatsapp ? `+${whatsappDigits(config.whatsapp)}` : undefined),
    address: config.address
      ? { "@type": "PostalAddress", streetAddress: config.address }
      : undefined,
    openingHours: config.openingHours
      ? config.openingHours.split(/\r?\n/).filter(Boolean)
      : undefined,
    hasMap: safeUrl(config.mapUrl) || undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** A plain number for Offer.price ("₹1,200.50" → "1200.50"), or undefined. */
function priceValue(price: string): string | undefined {
  const match = price.replace(/,/g, "").match(/\d+(?:\.\d+)?/);
  return match?.[0];
}

export function productData(ctx: RenderContext): Json[] {
  return ctx.config.products
    .filter((p) => p.title)
    .map((p) => {
      const price = priceValue(p.price);
      return clean({
        "@context": "https://schema.org",
        "@type": "Product",
        name: p.title,
        description: p.desc || undefined,
        image: p.img ? absoluteUrl(largestFile(p.img, ctx), ctx.config.siteUrl) : undefined,
        brand: { "@type": "Brand", name: ctx.site },
        offers: price
          ? {
              "@type": "Offer",
              price,
              priceCurrency: "INR",
              availability: "https://schema.org/InStock",
            }
          : undefined,
      });
    });
}

export function blogData(ctx: RenderContext): Json[] {
  return ctx.config.blogPosts
    .filter((p) => p.title)
    .map((p) =>
      clean({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: p.title,
        description: p.summary || undefined,
        image: p.image ? absoluteUrl(largestFile(p.image, ctx), ctx.config.siteUrl) : undefined,
        author: { "@type": "Organization", name: ctx.site },
        publisher: { "@type": "Organization", name: ctx.site },
      }),
    );
}
