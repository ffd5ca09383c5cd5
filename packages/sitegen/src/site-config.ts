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

export const product = z.object({
  title: text(120).default(""),
  desc: text(1000).default(""),
  price: text(40).default(""),
  img: mediaRef.default(""),
});
export const testimonial = z.object({
  quote: text(1000).default(""),
  name: text(120).default(""),
  role: text(120).default(""),
  photo: mediaRef.default(""),
});
export const blogPost = z.object({
  title: text(160).default(""),
  summary: text(2000).default(""),
  image: mediaRef.default(""),
});

export const siteConfig = z.object({
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
  enableDarkMode: z.boolean().default(true),
  sectionOrder: z
    .array(siteSection)
    .length(4, "must list the four sections")
    .refine((order) => new Set(order).size === 4, "must list each section once")
    .default([...SECTIONS]),
  carouselImages: z.array(mediaRef).max(50).default([]),
  products: z.array(product).max(100).default([]),
  testimonials: z.array(testimonial).max(100).default([]),
  blogPosts: z.array(blogPost).max(100).default([]),
});

export type SiteConfig = z.infer<typeof siteConfig>;
export type SiteConfigInput = z.input<typeof siteConfig>;
export type Product = z.infer<typeof product>;
export type Testimonial = z.infer<typeof testimonial>;
export type BlogPost = z.infer<typeof blogPost>;

/** A file the user supplied, stored in the archive under `assets/<name>`. */
export interface SiteAsset {
  name: string;
  type: string;
  bytes: Uint8Array;
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
