import { contactLinks } from "./business";
import { escapeHtml, paragraphs } from "./escape";
import { altText, picture } from "./picture";
import type {
  BlogPost,
  GalleryImage,
  Product,
  SiteAsset,
  SiteConfig,
  SiteSection,
  Testimonial,
} from "./site-config";

/** What every section needs to know about the site being rendered. */
export interface RenderContext {
  config: SiteConfig;
  assets: ReadonlyMap<string, SiteAsset>;
  site: string;
}

/** Prices in generated product cards use the rupee sign (spec §9). */
export function formatPrice(price: string): string {
  const value = price.trim().replace(/^(₹|rs\.?|inr)\s*/i, "");
  return value ? `₹${value}` : "";
}

export function section(id: string, title: string, inner: string, headingLevel: 1 | 2 = 2) {
  return `<section class="section" aria-labelledby="${id}-title">
<div class="container">
<div class="section-head"><h${headingLevel} class="section-title" id="${id}-title">${escapeHtml(title)}</h${headingLevel}></div>
${inner}
</div>
</section>`;
}

const empty = (what: string) => `<p class="empty">No ${what} yet.</p>`;
const grid = (items: string[]) =>
  `<ul class="grid" data-count="${Math.min(items.length, 4)}">${items.join("")}</ul>`;
const CARD_SIZES = "(min-width: 1160px) 360px, (min-width: 700px) 45vw, 92vw";

export function galleryList(images: GalleryImage[], { assets, site }: RenderContext): string {
  const slides = images
    .map((image, i) =>
      picture(image.src, assets, {
        alt: altText(image.alt, image.decorative, `${site}, picture ${i + 1} of ${images.length}`),
        sizes: "(min-width: 900px) 760px, 86vw",
        width: 1280,
        height: 800,
      }),
    )
    .filter(Boolean)
    .map((img) => `<li>${img}</li>`);
  if (slides.length === 0) return empty("gallery images");
  return `<div class="carousel" data-carousel>
<ul class="carousel-track reveal">${slides.join("")}</ul>
<div class="carousel-controls"><button type="button" data-step="-1" aria-label="Previous picture">&larr;</button><button type="button" data-step="1" aria-label="Next picture">&rarr;</button></div>
</div>`;
}

function cardImage(src: string, alt: string, ctx: RenderContext, lazy: boolean) {
  const img = picture(src, ctx.assets, { alt, sizes: CARD_SIZES, width: 800, height: 600, lazy });
  return img ? `<div class="card-media">${img}</div>` : "";
}

/** `eager`: how many first images load at once (on their own page they are the LCP). */
export function productList(
  products: Product[],
  ctx: RenderContext,
  headingLevel: 2 | 3 = 3,
  eager = 0,
) {
  const cards = products.filter((p) => p.title || p.desc || p.price || p.img);
  if (cards.length === 0) return empty("products");
  return grid(
    cards.map((p, i) => {
      const price = formatPrice(p.price);
      const order = contactLinks(ctx.config).order(p);
      const foot =
        price || order
          ? `<div class="card-foot">${price ? `<p class="price">${escapeHtml(price)}</p>` : ""}${order}</div>`
          : "";
      return `<li${i >= eager ? ' class="reveal"' : ""}><article class="card">${cardImage(p.img, altText(p.imgAlt, p.imgDecorative, p.title), ctx, i >= eager)}
<div class="card-body"><h${headingLevel}>${escapeHtml(p.title || "Untitled product")}</h${headingLevel}>${p.desc ? `<p>${escapeHtml(p.desc)}</p>` : ""}${foot}</div></article></li>`;
    }),
  );
}

export function testimonialList(testimonials: Testimonial[], ctx: RenderContext): string {
  const items = testimonials.filter((t) => t.quote);
  if (items.length === 0) return empty("testimonials");
  return grid(
    items.map((t) => {
      const photo = picture(t.photo, ctx.assets, {
        alt: altText(
          t.photoAlt,
          t.photoDecorative,
          t.name ? `Photo of ${t.name}` : "Customer photo",
        ),
        sizes: "52px",
        width: 104,
        height: 104,
      });
      return `<li class="reveal"><figure class="quote"><blockquote><p>&ldquo;${escapeHtml(t.quote)}&rdquo;</p></blockquote>
<figcaption>${photo}<span><span class="who">${escapeHtml(t.name || "A happy customer")}</span>${
        t.role ? `<br><span class="role">${escapeHtml(t.role)}</span>` : ""
      }</span></figcaption></figure></li>`;
    }),
  );
}

export function blogList(
  posts: BlogPost[],
  ctx: RenderContext,
  headingLevel: 2 | 3 = 3,
  eager = 0,
) {
  const items = posts.filter((p) => p.title || p.summary);
  if (items.length === 0) return empty("blog posts");
  return grid(
    items.map(
      (p, i) =>
        `<li${i >= eager ? ' class="reveal"' : ""}><article class="card">${cardImage(p.image, altText(p.imageAlt, p.imageDecorative, p.title), ctx, i >= eager)}
<div class="card-body"><h${headingLevel}>${escapeHtml(p.title || "Untitled post")}</h${headingLevel}>${p.summary ? `<p>${escapeHtml(p.summary)}</p>` : ""}</div></article></li>`,
    ),
  );
}

/** One section of the home page, in the order the user chose. Empty ones are left out. */
export function homeSection(name: SiteSection, ctx: RenderContext): string {
  const { config } = ctx;
  switch (name) {
    case "Gallery":
      return config.carouselImages.length
        ? section("gallery", "Gallery", galleryList(config.carouselImages, ctx))
        : "";
    case "Products":
      return config.products.length
        ? section("products", "Products", productList(config.products, ctx))
        : "";
    case "Testimonials":
      return config.testimonials.length
        ? section("testimonials", "Testimonials", testimonialList(config.testimonials, ctx))
        : "";
    case "Blog":
      return config.blogPosts.length
        ? section("blog", "From the blog", blogList(config.blogPosts, ctx))
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
