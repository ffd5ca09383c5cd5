import { contrastRatio, readableAccent, TEXT_CONTRAST } from "@pixelforge/sitegen/colour";
import { isVideo, mediaTypeOf } from "@pixelforge/sitegen/media";
import type { SiteConfig } from "@pixelforge/sitegen/site-config";
import { SITE_TEMPLATES } from "@pixelforge/sitegen/templates";
import type { SiteErrors } from "./site-errors";

export interface CheckItem {
  id: string;
  text: string;
  /** The control that fixes it, as a CSS selector. */
  target: string;
  /** A colour that would pass, offered with one click. */
  suggestedColor?: string;
}

const field = (path: string) => `[name="${path}"]`;

/**
 * What is worth a look before downloading. Nothing here blocks the download: a site with
 * no blog yet is still a site.
 */
export function siteChecklist(
  config: SiteConfig,
  errors: SiteErrors,
  brokenImages: ReadonlySet<string>,
): CheckItem[] {
  const items: CheckItem[] = [];
  const altMissing = (
    path: string,
    image: { src: string; alt: string; decorative: boolean },
    what: string,
  ) => {
    if (image.src && !image.decorative && !image.alt.trim())
      items.push({
        id: path,
        text: `${what} has no description (alt text) and is not marked decorative.`,
        target: field(path),
      });
  };
  // A video hero plays muted behind the title and has no alt text to write.
  const heroIsVideo =
    isVideo(config.heroMedia, new Map()) ||
    Boolean(mediaTypeOf(config.heroMedia)?.startsWith("video/"));
  if (!heroIsVideo)
    altMissing(
      "heroAlt",
      { src: config.heroMedia, alt: config.heroAlt, decorative: config.heroDecorative },
      "The hero image",
    );
  altMissing(
    "logoAlt",
    { src: config.logo, alt: config.logoAlt, decorative: config.logoDecorative },
    "The logo",
  );
  for (const [i, image] of config.carouselImages.entries())
    altMissing(`carouselImages.${i}.alt`, image, `Carousel image ${i + 1}`);
  for (const [i, p] of config.products.entries())
    altMissing(
      `products.${i}.imgAlt`,
      { src: p.img, alt: p.imgAlt, decorative: p.imgDecorative },
      `Product ${i + 1}'s picture`,
    );
  for (const [i, t] of config.testimonials.entries())
    altMissing(
      `testimonials.${i}.photoAlt`,
      { src: t.photo, alt: t.photoAlt, decorative: t.photoDecorative },
      `Testimonial ${i + 1}'s photo`,
    );
  for (const [i, b] of config.blogPosts.entries())
    altMissing(
      `blogPosts.${i}.imageAlt`,
      { src: b.image, alt: b.imageAlt, decorative: b.imageDecorative },
      `Post ${i + 1}'s picture`,
    );

  const template = SITE_TEMPLATES[config.template];
  const palette = config.enableDarkMode ? template.dark : template.light;
  const worst = Math.min(
    contrastRatio(config.color, palette.bg),
    contrastRatio(config.color, palette.surface),
  );
  if (worst < TEXT_CONTRAST) {
    const suggestion = readableAccent(config.color, [palette.bg, palette.surface]);
    items.push({
      id: "color",
      text: `The accent colour ${config.color} reads poorly as text on this design's ${
        config.enableDarkMode ? "dark" : "light"
      } background (${worst.toFixed(1)}:1, needs 4.5:1); links use a darker or lighter shade of it. ${suggestion} is the nearest colour that passes.`,
      target: field("color"),
      suggestedColor: suggestion,
    });
  }

  const lists = [
    ["carouselImages", "Carousel Images", "image"],
    ["products", "Product List", "product"],
    ["testimonials", "Testimonials", "testimonial"],
    ["blogPosts", "Blog Posts", "post"],
  ] as const;
  for (const [key, title, item] of lists) {
    if (config[key].length === 0)
      items.push({
        id: `empty-${key}`,
        text: `${title} is empty: its page will say there is nothing yet.`,
        target: `button[data-add="${item}"]`,
      });
  }
  if (!config.aboutText.trim())
    items.push({
      id: "empty-about",
      text: "The About page has no text yet.",
      target: field("aboutText"),
    });

  if (errors.has("contactEmail"))
    items.push({
      id: "email",
      text: "The contact e-mail address is not valid.",
      target: field("contactEmail"),
    });
  else if (!config.contactEmail && config.contactForm === "mailto")
    items.push({
      id: "email",
      text: "There is no contact e-mail address, so the contact page has no form.",
      target: field("contactEmail"),
    });

  for (const src of brokenImages) {
    const path = findPath(config, src);
    if (path)
      items.push({
        id: `broken-${path}`,
        text: `A picture address did not load: ${src}`,
        target: field(path),
      });
  }
  return items;
}

/** The field path holding a picture address, for the "fix" link. */
function findPath(config: SiteConfig, src: string): string | undefined {
  if (config.heroMedia === src) return "heroMedia";
  if (config.logo === src) return "logo";
  const lists: [string, string[]][] = [
    ["carouselImages", config.carouselImages.map((c) => c.src)],
    ["products", config.products.map((p) => p.img)],
    ["testimonials", config.testimonials.map((t) => t.photo)],
    ["blogPosts", config.blogPosts.map((b) => b.image)],
  ];
  const field = {
    carouselImages: "src",
    products: "img",
    testimonials: "photo",
    blogPosts: "image",
  };
  for (const [key, values] of lists) {
    const i = values.indexOf(src);
    if (i >= 0) return `${key}.${i}.${field[key as keyof typeof field]}`;
  }
  return undefined;
}
