import { escapeHtml, paragraphs, safeUrl, urlAttr } from "./escape";
import { type PageFile, renderPage } from "./layout";
import { isVideo } from "./media";
import {
  blogList,
  faqBlock,
  galleryList,
  homeSection,
  productList,
  section,
  testimonialList,
} from "./sections";
import { siteCss, siteJs } from "./site-assets";
import { type SiteAsset, type SiteConfig, type SiteConfigInput, siteConfig } from "./site-config";

export type SiteFiles = Map<string, string | Uint8Array>;

export interface RenderOptions {
  /** The footer's year; the current year by default. */
  year?: number;
}

function hero(config: SiteConfig, assets: ReadonlyMap<string, SiteAsset>): string {
  const src = urlAttr(config.heroMedia);
  const title = config.heroTitle || config.websiteTitle || "Welcome";
  let media = "";
  if (src && isVideo(config.heroMedia, assets)) {
    media = `<video class="hero-media" src="${src}" autoplay muted loop playsinline aria-hidden="true"></video>`;
  } else if (src) {
    media = `<img class="hero-media" src="${src}" alt="" width="1600" height="900" fetchpriority="high">`;
  }
  return `<section class="hero" aria-labelledby="hero-title">
${media}
<div class="container">
<h1 id="hero-title">${escapeHtml(title)}</h1>
${config.heroSubtitle ? `<p>${escapeHtml(config.heroSubtitle)}</p>` : ""}
<a class="button" href="contact.html">Get in touch</a>
</div>
</section>`;
}

function describe(config: SiteConfig, fallback: string) {
  return (config.heroSubtitle || config.aboutText || fallback).replace(/\s+/g, " ").trim();
}

/**
 * The six pages of spec §3 plus assets/site.css, assets/site.js and the user's files
 * (`assets/…`). Pure: the same input gives the same output.
 */
export function renderSite(
  input: SiteConfigInput,
  assets: ReadonlyMap<string, SiteAsset> = new Map(),
  options: RenderOptions = {},
): SiteFiles {
  const config = siteConfig.parse(input);
  const year = options.year ?? new Date().getFullYear();
  const site = config.websiteTitle || "My Website";
  const page = (file: PageFile, title: string, description: string, body: string) =>
    renderPage({ config, file, title, description, body, year });

  const about = config.aboutText
    ? paragraphs(config.aboutText)
    : `<p class="empty">More about ${escapeHtml(site)} soon.</p>`;
  const home = [
    hero(config, assets),
    ...config.sectionOrder.map((name) => homeSection(name, config)),
    config.aboutText
      ? section("about", `About ${site}`, `<div class="prose reveal">${about}</div>`)
      : "",
    config.faqText
      ? section(
          "faq",
          "Frequently asked questions",
          `<div class="prose reveal">${faqBlock(config.faqText)}</div>`,
        )
      : "",
  ]
    .filter(Boolean)
    .join("\n");

  const contactEmail = config.contactEmail;
  const contactBody = contactEmail
    ? `<p class="lead">Write to us and we will answer soon.</p>
<form class="contact" action="mailto:${escapeHtml(contactEmail)}" method="post" enctype="text/plain">
<label>Your name <input name="name" type="text" autocomplete="name" required></label>
<label>Your email <input name="email" type="email" autocomplete="email" required></label>
<label>Message <textarea name="message" required></textarea></label>
<button class="button" type="submit">Send message</button>
</form>
<p>Or e-mail <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`
    : `<p class="empty">Contact details coming soon.</p>`;

  const files: SiteFiles = new Map<string, string | Uint8Array>([
    ["index.html", page("index.html", site, describe(config, `Welcome to ${site}.`), home)],
    [
      "products.html",
      page(
        "products.html",
        "Products",
        `Products from ${site}.`,
        section("products", "Products", productList(config.products, 2, 2), 1),
      ),
    ],
    [
      "testimonials.html",
      page(
        "testimonials.html",
        "Testimonials",
        `What customers say about ${site}.`,
        section("testimonials", "Testimonials", testimonialList(config.testimonials), 1),
      ),
    ],
    [
      "blog.html",
      page(
        "blog.html",
        "Blog",
        `News and articles from ${site}.`,
        [
          section("blog", "Blog", blogList(config.blogPosts, 2, 2), 1),
          config.carouselImages.length
            ? section("gallery", "Gallery", galleryList(config.carouselImages, site))
            : "",
        ].join("\n"),
      ),
    ],
    [
      "contact.html",
      page(
        "contact.html",
        "Contact",
        `How to contact ${site}.`,
        section("contact", "Contact", contactBody, 1),
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
          config.faqText
            ? section(
                "faq",
                "Frequently asked questions",
                `<div class="prose">${faqBlock(config.faqText)}</div>`,
              )
            : "",
        ].join("\n"),
      ),
    ],
    ["assets/site.css", siteCss(config.color)],
    ["assets/site.js", siteJs],
  ]);

  // Only the files the pages actually refer to go into the site.
  const used = new Set(
    [
      config.heroMedia,
      ...config.carouselImages,
      ...config.products.map((p) => p.img),
      ...config.testimonials.map((t) => t.photo),
      ...config.blogPosts.map((b) => b.image),
    ].map(safeUrl),
  );
  for (const [name, asset] of assets) {
    if (used.has(name)) files.set(name, asset.bytes);
  }
  return files;
}
