import { agency } from "@pixelforge/brand/agency";
import type { MetaDescriptor } from "react-router";

/**
 * PUBLIC_ORIGIN is written into the bundle at build time (vite.config.ts); the post-build
 * script, run by Node, reads the same variable. Without it, the brand's own domain.
 */
export const publicOrigin: string =
  (typeof import.meta.env === "object"
    ? import.meta.env.PUBLIC_ORIGIN
    : process.env.PUBLIC_ORIGIN) ?? `https://${agency.domain}`;

interface PageMetaInput {
  /** The page's canonical path; written lower-case on the public origin. */
  path: string;
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** "article" pages get Article structured data; everything else is a WebPage. */
  type?: "website" | "article";
  image?: string;
  /** Keep search engines out (account and reset screens). */
  noindex?: boolean;
}

export function canonicalUrl(path: string): string {
  return new URL(path.toLowerCase(), publicOrigin).toString().replace(/\/$/, "") || publicOrigin;
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ? `${input.title} | ${agency.name}` : agency.defaultTitle;
  const description = input.description ?? agency.defaultDescription;
  const keywords = (input.keywords ?? agency.defaultKeywords).join(", ");
  const url = input.path === "/" ? `${publicOrigin}/` : canonicalUrl(input.path);
  const image = new URL(input.image ?? agency.shareImage, publicOrigin).toString();
  const type = input.type ?? "website";

  const structuredData = {
    "@context": "https://schema.org",
    "@type": type === "article" ? "Article" : "WebPage",
    ...(type === "article" ? { headline: input.title ?? agency.name } : { name: title }),
    description,
    url,
    image,
    inLanguage: agency.language,
    publisher: {
      "@type": "Organization",
      name: agency.name,
      url: `${publicOrigin}/`,
      email: agency.email.hello,
      telephone: agency.phone.display,
    },
  };

  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: agency.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: agency.locale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: agency.twitterHandle },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": structuredData },
  ];
}
