import { escapeHtml, safeUrl, urlAttr } from "./escape";
import type { ImageVariant, SiteAsset } from "./site-config";

export interface PictureOptions {
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Used when the image's own size is unknown (a pasted address). */
  width: number;
  height: number;
  lazy?: boolean;
  className?: string;
}

const srcset = (variants: ImageVariant[]) =>
  variants.map((v) => `${escapeHtml(v.name)} ${v.width}w`).join(", ");

/** The order browsers should try: smallest files first. */
const PREFERRED = ["image/avif", "image/webp"];

/**
 * An image as the page should carry it: a `<picture>` with AVIF/WebP sources at several
 * widths when the image was prepared for the web, otherwise a plain `<img>`. Always with
 * width and height, so nothing shifts while it loads. "" when the address is not allowed.
 */
export function picture(
  src: string,
  assets: ReadonlyMap<string, SiteAsset>,
  options: PictureOptions,
): string {
  const url = urlAttr(src);
  if (!url) return "";
  const { alt, sizes, lazy = true, className } = options;
  const asset = assets.get(safeUrl(src));
  const cls = className ? ` class="${className}"` : "";
  const common = `alt="${escapeHtml(alt)}"${lazy ? ' loading="lazy"' : ' fetchpriority="high"'} decoding="async"`;
  const variants = asset?.variants ?? [];
  if (variants.length === 0) {
    const width = asset?.width ?? options.width;
    const height = asset?.height ?? options.height;
    return `<img${cls} src="${url}" ${common} width="${width}" height="${height}">`;
  }
  const byWidth = (list: ImageVariant[]) => [...list].sort((a, b) => a.width - b.width);
  const types = PREFERRED.filter((type) => variants.some((v) => v.type === type));
  const fallbackSet = byWidth(
    variants.filter((v) => v.type === (types.at(-1) ?? variants[0]?.type)),
  );
  const largest = fallbackSet.at(-1) ?? (variants[0] as ImageVariant);
  const sources = types
    .map(
      (type) =>
        `<source type="${type}" srcset="${srcset(byWidth(variants.filter((v) => v.type === type)))}" sizes="${sizes}">`,
    )
    .join("");
  return `<picture>${sources}<img${cls} src="${escapeHtml(largest.name)}" ${common} width="${largest.width}" height="${largest.height}"></picture>`;
}

/**
 * What an image says to someone who cannot see it: nothing when it only decorates (`alt=""`
 * makes screen readers skip it), else the user's words, else a stand-in made from the content.
 */
export function altText(alt: string, decorative: boolean, fallback = ""): string {
  return decorative ? "" : alt || fallback;
}

/** Every file name an image reference ships as: its variants, or itself. */
export function shippedNames(asset: SiteAsset, keepOriginal: boolean): string[] {
  const variants = asset.variants?.map((v) => v.name) ?? [];
  return variants.length === 0 || keepOriginal ? [asset.name, ...variants] : variants;
}
