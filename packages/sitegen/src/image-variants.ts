/** The plan for images made for the web, shared by the browser worker and the CLI. */

/** Widths made of every photo: phone, tablet/half-width, full-width hero on a laptop. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** Quality that keeps a 1600 px photo near 200 KB while staying clean. */
export const WEBP_QUALITY = 0.78;
export const AVIF_QUALITY = 0.6;

/** The widths to make for an image `width` pixels wide: never wider than the original. */
export function widthsFor(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  return widths.length < VARIANT_WIDTHS.length ? [...widths, width] : widths;
}

/** assets/cake.jpg at 960 px as WebP → assets/cake-960.webp */
export function variantName(assetName: string, width: number, type: string): string {
  const ext = type === "image/avif" ? "avif" : "webp";
  return `${assetName.replace(/\.[^./]+$/, "")}-${width}.${ext}`;
}

/** Formats worth re-encoding (animated GIFs and SVGs stay as they are). */
export const isResizable = (type: string) => /^image\/(jpeg|png|webp|avif|bmp|tiff)$/.test(type);

/** The widest WebP variant (read everywhere, unlike AVIF), else the widest of any type. */
export function largestVariant<V extends { type: string; width: number }>(
  variants: readonly V[],
): V | undefined {
  const webp = variants.filter((v) => v.type === "image/webp");
  return [...(webp.length ? webp : variants)].sort((a, b) => b.width - a.width)[0];
}
