import { z } from "zod";

export const SECTIONS = ["Gallery", "Products", "Testimonials", "Blog"] as const;
export const siteSection = z.enum(SECTIONS);
export type SiteSection = z.infer<typeof siteSection>;

export const DEFAULT_COLOR = "#06B6D4";

/**
 * Where an image or video comes from: an http(s) address, a data:image URL, or a file
 * shipped in the archive under assets/ (the builder's uploads, the CLI's local files).
 */
export const mediaRef = z.string().trim().max(8_000_000);

const anEmail = z.email();
/** Empty, or an address with a domain that can receive mail (`hello@crumbandco` cannot). */
const emailOrEmpty = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .refine(
    (value) => value === "" || anEmail.safeParse(value).success,
    "must be a full e-mail address, like hello@crumbandco.in",
  );

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * An image that only decorates (a texture, a photo repeating what the text says) gets
 * `alt=""`, so screen readers skip it; every other image should be described.
 */
const decorative = z.boolean().default(false);

/** Empty, or an absolute http(s) address. */
const webAddress = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine(
    (value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    "must be a web address starting with https://",
  );

/** Digits with the usual separators; 6 to 15 digits as in E.164. */
const phoneNumber = text(30).refine((value) => {
  const digits = value.replace(/\D/g, "");
  return (
    value === "" || (/^\+?[0-9 ().-]+$/.test(value) && digits.length >= 6 && digits.length <= 15)
  );
}, "must be a phone number, like +91 98765 43210");

/** How a visitor orders a product: nothing, a WhatsApp chat, an e-mail or a shop address. */
export const ORDER_METHODS = ["none", "whatsapp", "email", "link"] as const;

export const product = z.object({
  title: text(120).default(""),
  desc: text(1000).default(""),
  price: text(40).default(""),
  img: mediaRef.default(""),
  imgAlt: text(300).default(""),
  imgDecorative: decorative,
  order: z.enum(ORDER_METHODS).default("none"),
  orderUrl: webAddress.default(""),
});
export const testimonial = z.object({
  quote: text(1000).default(""),
  name: text(120).default(""),
  role: text(120).default(""),
  photo: mediaRef.default(""),
  photoAlt: text(300).default(""),
  photoDecorative: decorative,
});
export const blogPost = z.object({
  title: text(160).default(""),
  summary: text(2000).default(""),
  image: mediaRef.default(""),
  imageAlt: text(300).default(""),
  imageDecorative: decorative,
});
/** A gallery picture. Older drafts stored bare addresses; they still load, without alt text. */
export const galleryImage = z.union([
  mediaRef.transform((src) => ({ src, alt: "", decorative: false })),
  z.object({ src: mediaRef.default(""), alt: text(300).default(""), decorative }),
]);

export const TEMPLATES = ["bold", "warm", "minimal"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const SOCIAL_NETWORKS = ["instagram", "facebook", "youtube", "x", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const pageSeo = z.object({ title: text(70).default(""), description: text(200).default("") });
export const SEO_PAGES = ["index", "products", "testimonials", "blog", "about", "contact"] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export const siteConfig = z
  .object({
    websiteTitle: text(100).default("My Website"),
    heroTitle: text(200).default(""),
    heroSubtitle: text(500).default(""),
    aboutText: text(10_000).default(""),
    faqText: text(10_000).default(""),
    contactEmail: emailOrEmpty.default(""),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #06B6D4")
      .default(DEFAULT_COLOR),
    heroMedia: mediaRef.default(""),
    heroAlt: text(300).default(""),
    heroDecorative: decorative,
    enableDarkMode: z.boolean().default(true),
    template: z.enum(TEMPLATES).default("bold"),
    sectionOrder: z
      .array(siteSection)
      .length(4, "must list the four sections")
      .refine((order) => new Set(order).size === 4, "must list each section once")
      .default([...SECTIONS]),
    carouselImages: z.array(galleryImage).max(50).default([]),
    products: z.array(product).max(100).default([]),
    testimonials: z.array(testimonial).max(100).default([]),
    blogPosts: z.array(blogPost).max(100).default([]),
    logo: mediaRef.default(""),
    logoAlt: text(300).default(""),
    logoDecorative: decorative,
    phone: phoneNumber.default(""),
    whatsapp: phoneNumber.default(""),
    address: text(300).default(""),
    openingHours: text(500).default(""),
    mapUrl: webAddress.default(""),
    social: z
      .object(
        Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, webAddress.default("")])) as {
          [N in SocialNetwork]: z.ZodDefault<typeof webAddress>;
        },
      )
      .prefault({}),
    siteUrl: webAddress.default(""),
    seo: z
      .object(
        Object.fromEntries(SEO_PAGES.map((p) => [p, pageSeo.prefault({})])) as {
          [P in SeoPage]: z.ZodPrefault<typeof pageSeo>;
        },
      )
      .prefault({}),
    /** Ship uploaded originals beside their web-sized variants (off: lighter sites). */
    keepOriginalImages: z.boolean().default(false),
    contactForm: z.enum(["mailto", "endpoint"]).default("mailto"),
    formEndpoint: webAddress.default(""),
    /** Web3Forms identifies the form by a key sent with it; other services ignore it. */
    formAccessKey: text(200).default(""),
  })
  .superRefine((config, context) => {
    config.products.forEach((p, i) => {
      const need = (field: string, message: string) =>
        context.addIssue({ code: "custom", path: ["products", i, field], message });
      if (p.order === "whatsapp" && !config.whatsapp)
        need("order", "needs the WhatsApp number in Business details");
      if (p.order === "email" && !config.contactEmail)
        need("order", "needs the contact e-mail address");
      if (p.order === "link" && !p.orderUrl)
        need("orderUrl", "must be the address of the order page");
    });
    if (config.contactForm === "endpoint" && !config.formEndpoint)
      context.addIssue({
        code: "custom",
        path: ["formEndpoint"],
        message: "must be the form service's address (Formspree, Web3Forms, Netlify…)",
      });
  });

export type SiteConfig = z.infer<typeof siteConfig>;
export type SiteConfigInput = z.input<typeof siteConfig>;
export type Product = z.infer<typeof product>;
export type Testimonial = z.infer<typeof testimonial>;
export type BlogPost = z.infer<typeof blogPost>;
export type GalleryImage = z.infer<typeof galleryImage>;

/** One size of an image made for the web (WebP or AVIF), shipped instead of the original. */
export interface ImageVariant {
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * A file the user supplied, stored in the archive under `assets/<name>`. Images prepared
 * for the web carry their variants; the original then ships only when asked for.
 */
export interface SiteAsset {
  name: string;
  type: string;
  bytes: Uint8Array;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

/**
 * Spec §4: the choice replaces that slot; the section's other copy is removed; what is
 * missing (the section the choice displaced) is appended at the end. All four sections
 * always remain, and the chosen one stays in the slot it was chosen for.
 */
export function normalizeSectionOrder(
  order: readonly string[],
  changedSlot: number,
  value: SiteSection,
): SiteSection[] {
  const isSection = (name: string): name is SiteSection => siteSection.safeParse(name).success;
  const displaced = order[changedSlot];
  const rest: SiteSection[] = [];
  order.forEach((name, index) => {
    if (index !== changedSlot && name !== value && isSection(name) && !rest.includes(name))
      rest.push(name);
  });
  if (displaced && isSection(displaced) && displaced !== value && !rest.includes(displaced))
    rest.push(displaced);
  for (const section of SECTIONS)
    if (section !== value && !rest.includes(section)) rest.push(section);
  const slot = Math.max(0, Math.min(changedSlot, rest.length));
  return [...rest.slice(0, slot), value, ...rest.slice(slot)];
}
