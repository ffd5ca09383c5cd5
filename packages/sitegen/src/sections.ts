import { escapeHtml, paragraphs, urlAttr } from "./escape";
import type { BlogPost, Product, SiteConfig, SiteSection, Testimonial } from "./site-config";

/** Prices in generated product cards use the rupee sign (spec §9). */
export function formatPrice(price: string): string {
  const value = price.trim().replace(/^(₹|rs\.?|inr)\s*/i, "");
  return value ? `₹${value}` : "";
}

export const image = (src: string, alt: string, width: number, height: number, lazy = true) => {
  const url = urlAttr(src);
  return url
    ? `<img src="${url}" alt="${escapeHtml(alt)}" width="${width}" height="${height}"${lazy ? ' loading="lazy"' : ""} decoding="async">`
    : "";
};

export function section(id: string, title: string, inner: string, headingLevel: 1 | 2 = 2) {
  return `<section class="section" aria-labelledby="${id}-title">
<div class="container">
<h${headingLevel} class="section-title" id="${id}-title">${escapeHtml(title)}</h${headingLevel}>
${inner}
</div>
</section>`;
}

const empty = (what: string) => `<p class="empty">No ${what} yet.</p>`;

export function galleryList(images: string[], siteName: string): string {
  const slides = images
    .map((src, i) =>
      image(src, `${siteName} gallery image ${i + 1} of ${images.length}`, 1280, 720),
    )
    .filter(Boolean)
    .map((img) => `<li>${img}</li>`);
  if (slides.length === 0) return empty("gallery images");
  return `<div class="carousel" data-carousel>
<ul class="carousel-track reveal">${slides.join("")}</ul>
<div class="carousel-controls"><button type="button" data-step="-1" aria-label="Previous image">&larr;</button><button type="button" data-step="1" aria-label="Next image">&rarr;</button></div>
</div>`;
}

/** `eager`: how many first images load at once (on their own page they are the LCP). */
export function productList(products: Product[], headingLevel: 2 | 3 = 3, eager = 0): string {
  const cards = products.filter((p) => p.title || p.desc || p.price || p.img);
  if (cards.length === 0) return empty("products");
  return `<ul class="grid">${cards
    .map(
      (
        p,
        i,
      ) => `<li${i >= eager ? ' class="reveal"' : ""}><article class="card">${image(p.img, p.title || "Product photo", 800, 600, i >= eager)}
<div class="card-body"><h${headingLevel}>${escapeHtml(p.title || "Untitled product")}</h${headingLevel}>${p.desc ? `<p>${escapeHtml(p.desc)}</p>` : ""}${
        formatPrice(p.price) ? `<p class="price">${escapeHtml(formatPrice(p.price))}</p>` : ""
      }</div></article></li>`,
    )
    .join("")}</ul>`;
}

export function testimonialList(testimonials: Testimonial[]): string {
  const items = testimonials.filter((t) => t.quote);
  if (items.length === 0) return empty("testimonials");
  return `<ul class="grid">${items
    .map(
      (
        t,
      ) => `<li class="reveal"><figure class="quote"><blockquote><p>&ldquo;${escapeHtml(t.quote)}&rdquo;</p></blockquote>
<figcaption>${image(t.photo, t.name ? `Photo of ${t.name}` : "Customer photo", 112, 112)}<span><span class="who">${escapeHtml(
        t.name || "A happy customer",
      )}</span>${t.role ? `<br><span class="role">${escapeHtml(t.role)}</span>` : ""}</span></figcaption></figure></li>`,
    )
    .join("")}</ul>`;
}

export function blogList(posts: BlogPost[], headingLevel: 2 | 3 = 3, eager = 0): string {
  const items = posts.filter((p) => p.title || p.summary);
  if (items.length === 0) return empty("blog posts");
  return `<ul class="grid">${items
    .map(
      (
        p,
        i,
      ) => `<li${i >= eager ? ' class="reveal"' : ""}><article class="card">${image(p.image, p.title || "Blog post image", 800, 600, i >= eager)}
<div class="card-body"><h${headingLevel}>${escapeHtml(p.title || "Untitled post")}</h${headingLevel}>${p.summary ? `<p>${escapeHtml(p.summary)}</p>` : ""}</div></article></li>`,
    )
    .join("")}</ul>`;
}

/** One section of the home page, in the order the user chose. Empty ones are left out. */
export function homeSection(name: SiteSection, config: SiteConfig): string {
  const site = config.websiteTitle || "My Website";
  switch (name) {
    case "Gallery":
      return config.carouselImages.length
        ? section("gallery", "Gallery", galleryList(config.carouselImages, site))
        : "";
    case "Products":
      return config.products.length
        ? section("products", "Products", productList(config.products))
        : "";
    case "Testimonials":
      return config.testimonials.length
        ? section("testimonials", "Testimonials", testimonialList(config.testimonials))
        : "";
    case "Blog":
      return config.blogPosts.length
        ? section("blog", "From the blog", blogList(config.blogPosts))
        : "";
  }
}

/** The FAQ: a block whose first line ends with "?" becomes a question with its answer. */
export function faqBlock(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = "", ...rest] = block.split(/\r?\n/);
      if (first.trim().endsWith("?") && rest.length > 0) {
        return `<details><summary>${escapeHtml(first.trim())}</summary>${paragraphs(rest.join("\n"))}</details>`;
      }
      return paragraphs(block);
    })
    .join("\n");
}
