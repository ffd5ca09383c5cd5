import { contactDetails } from "./business";
import { contactForm } from "./contact-form";
import { escapeHtml, paragraphs, safeUrl, urlAttr } from "./escape";
import { faviconSet, readmeTxt, robotsTxt, sitemapXml } from "./hosting-files";
import { type PageFile, renderPage } from "./layout";
import { isVideo } from "./media";
import { altText, picture, shippedNames } from "./picture";
import { savedSiteJson } from "./saved-site";
import {
  blogList,
  faqBlock,
  galleryList,
  homeSection,
  productList,
  type RenderContext,
  section,
  testimonialList,
} from "./sections";
import { type SiteAsset, type SiteConfig, type SiteConfigInput, siteConfig } from "./site-config";
import { fontsCss, siteCss } from "./site-css";
import { siteJs } from "./site-script";
import { blogData, businessData, jsonLd, productData } from "./structured-data";
import { fontPath, templateFonts } from "./templates";

export type SiteFiles = Map<string, string | Uint8Array>;

export interface RenderOptions {
  /** The footer's year; the current year by default. */
  year?: number;
  /** Font files by name, as `templateFonts` lists them; shipped under assets/fonts/. */
  fonts?: ReadonlyMap<string, Uint8Array>;
  /** Ship uploaded originals beside their web variants. */
  keepOriginals?: boolean;
  /** PNG icons made by the caller: from the uploaded logo (see `iconLogo`), else the initial. */
  icons?: { png32: Uint8Array; appleTouch: Uint8Array };
}

function hero({ config, assets, site }: RenderContext): string {
  const src = urlAttr(config.heroMedia);
  const title = config.heroTitle || site || "Welcome";
  let media = "";
  if (src && isVideo(config.heroMedia, assets)) {
    media = `<video class="hero-media" src="${src}" autoplay muted loop playsinline aria-hidden="true"></video>`;
  } else if (src) {
    media = picture(config.heroMedia, assets, {
      alt: altText(config.heroAlt, config.heroDecorative),
      sizes: "100vw",
      width: 1600,
      height: 900,
      lazy: false,
      className: "hero-media",
    });
  }
  return `<section class="hero${media ? " has-media" : ""}" aria-labelledby="hero-title">
${media}
<div class="container">
<h1 id="hero-title">${escapeHtml(title)}</h1>
${config.heroSubtitle ? `<p>${escapeHtml(config.heroSubtitle)}</p>` : ""}
<div class="hero-actions"><a class="button" href="contact.html">Get in touch</a>${
    config.products.length
      ? '<a class="button button-ghost" href="products.html">See products</a>'
      : ""
  }</div>
</div>
</section>`;
}

function describe(config: SiteConfig, fallback: string) {
  return (config.heroSubtitle || config.aboutText || fallback).replace(/\s+/g, " ").trim();
}

function contactBody(ctx: RenderContext): string {
  const details = contactDetails(ctx.config);
  const form = contactForm(ctx.config);
  if (!details && !form) return `<p class="empty">Contact details coming soon.</p>`;
  return `<div class="contact-layout">${details ? `<div>${details}</div>` : ""}<div>${form}</div></div>`;
}

/**
 * The six pages of spec §3 plus assets/site.css, assets/fonts.css, assets/site.js, the favicon, the fonts
 * when given and the user's files (`assets/…`). Pure: the same input gives the same output.
 */
export function renderSite(
  input: SiteConfigInput,
  assets: ReadonlyMap<string, SiteAsset> = new Map(),
  options: RenderOptions = {},
): SiteFiles {
  const config = siteConfig.parse(input);
  const year = options.year ?? new Date().getFullYear();
  const site = config.websiteTitle || "My Website";
  const ctx: RenderContext = { config, assets, site };
  const favicons = faviconSet(config, assets, Boolean(options.icons));
  const page = (file: PageFile, title: string, description: string, body: string, head = "") =>
    renderPage({
      ctx,
      file,
      title,
      description,
      body,
      year,
      head,
      icons: favicons.links,
    });

  const about = config.aboutText
    ? paragraphs(config.aboutText)
    : `<p class="empty">More about ${escapeHtml(site)} soon.</p>`;
  const faq = config.faqText
    ? section(
        "faq",
        "Frequently asked questions",
        `<div class="prose reveal">${faqBlock(config.faqText)}</div>`,
      )
    : "";
  const home = [
    hero(ctx),
    ...config.sectionOrder.map((name) => homeSection(name, ctx)),
    config.aboutText
      ? section("about", `About ${site}`, `<div class="prose reveal">${about}</div>`)
      : "",
    faq,
  ]
    .filter(Boolean)
    .join("\n");
  const business = jsonLd(businessData(ctx));
  const products = productData(ctx);
  const posts = blogData(ctx);

  const files: SiteFiles = new Map<string, string | Uint8Array>([
    [
      "index.html",
      page("index.html", site, describe(config, `Welcome to ${site}.`), home, business),
    ],
    [
      "products.html",
      page(
        "products.html",
        "Products",
        `Products from ${site}.`,
        section("products", "Products", productList(config.products, ctx, 2, 2), 1),
        products.length ? jsonLd(products) : "",
      ),
    ],
    [
      "testimonials.html",
      page(
        "testimonials.html",
        "Testimonials",
        `What customers say about ${site}.`,
        section("testimonials", "Testimonials", testimonialList(config.testimonials, ctx), 1),
      ),
    ],
    [
      "blog.html",
      page(
        "blog.html",
        "Blog",
        `News and articles from ${site}.`,
        [
          section("blog", "Blog", blogList(config.blogPosts, ctx, 2, 2), 1),
          config.carouselImages.length
            ? section("gallery", "Gallery", galleryList(config.carouselImages, ctx))
            : "",
        ].join("\n"),
        posts.length ? jsonLd(posts) : "",
      ),
    ],
    [
      "contact.html",
      page(
        "contact.html",
        "Contact",
        `How to contact ${site}.`,
        section("contact", "Contact", contactBody(ctx), 1),
        business,
      ),
    ],
    [
      "about.html",
      page(
        "about.html",
        "About",
        describe(config, `About ${site}.`),
        [
          section("about", `About ${site}`, `<div class="prose">${about}</div>`, 1),
          faq.replace(' reveal"', '"'),
        ].join("\n"),
      ),
    ],
    ["assets/site.css", siteCss(config)],
    ["assets/fonts.css", fontsCss(config)],
    ["assets/site.js", siteJs],
  ]);
  if (favicons.svg) files.set("assets/favicon.svg", favicons.svg);

  const pages = [...files.keys()].filter((name) => name.endsWith(".html"));
  const sitemap = sitemapXml(config, pages);
  if (sitemap) files.set("sitemap.xml", sitemap);
  files.set("robots.txt", robotsTxt(config));
  files.set("README.txt", readmeTxt(config));
  if (options.icons) {
    files.set("assets/favicon-32.png", options.icons.png32);
    files.set("assets/apple-touch-icon.png", options.icons.appleTouch);
  }
  for (const font of templateFonts(config.template)) {
    const bytes = options.fonts?.get(font.file);
    if (bytes) files.set(fontPath(font), bytes);
  }
  // Only the files the pages actually refer to go into the site.
  const used = new Set(
    [
      config.heroMedia,
      config.logo,
      ...config.carouselImages.map((c) => c.src),
      ...config.products.map((p) => p.img),
      ...config.testimonials.map((t) => t.photo),
      ...config.blogPosts.map((b) => b.image),
    ].map(safeUrl),
  );
  const usedAssets = [...assets.values()].filter((asset) => used.has(asset.name));
  for (const asset of usedAssets) {
    const shipped = new Set(
      shippedNames(asset, options.keepOriginals ?? config.keepOriginalImages),
    );
    if (shipped.has(asset.name)) files.set(asset.name, asset.bytes);
    for (const variant of asset.variants ?? [])
      if (shipped.has(variant.name)) files.set(variant.name, variant.bytes);
  }
  files.set("site.json", savedSiteJson(config, usedAssets, new Set(files.keys())));
  return files;
}
