import { widthsFor } from "@pixelforge/sitegen/image-variants";

/** An uploaded image's address: /media/ID/WIDTHxHEIGHT (see the server's media routes). */
const uploadedAddress = /^\/media\/([0-9a-f-]{36})\/(\d+)x(\d+)$/;
/** A path on this site made only of characters that need no escaping in a header or URL. */
const plainPath = /^\/[A-Za-z0-9._~/-]+$/;

/** How wide a project card's picture is shown: the portfolio grid's 1, 2 or 3 columns. */
export const PROJECT_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
  /** The widths the server made of it (never wider than the original). */
  widths: number[];
}

/** The uploaded image an address names, or undefined for seeded and outside addresses. */
export function uploadedImage(image: string): UploadedImage | undefined {
  const match = uploadedAddress.exec(image);
  if (!match) return undefined;
  const [, id = "", width, height] = match;
  return { id, width: Number(width), height: Number(height), widths: widthsFor(Number(width)) };
}

export const mediaSrcSet = (image: UploadedImage, format: "avif" | "webp") =>
  image.widths.map((width) => `/media/${image.id}/${width}.${format} ${width}w`).join(", ");

/** The variant a browser that reads no srcset shows: the middle width when there is one. */
export const mediaFallback = (image: UploadedImage, format: "avif" | "webp") =>
  `/media/${image.id}/${image.widths[Math.min(1, image.widths.length - 1)]}.${format}`;

/**
 * A `Link` header value that has the browser fetch a project card's picture with the page,
 * before the page's script has asked for the list: the same AVIF candidates and sizes as the
 * card's <picture>, so the card finds it in the cache. Undefined for an outside address.
 */
export function projectImagePreload(image: string): string | undefined {
  const uploaded = uploadedImage(image);
  if (uploaded) {
    return [
      `<${mediaFallback(uploaded, "avif")}>`,
      "rel=preload",
      "as=image",
      'type="image/avif"',
      `imagesrcset="${mediaSrcSet(uploaded, "avif")}"`,
      `imagesizes="${PROJECT_IMAGE_SIZES}"`,
      "fetchpriority=high",
    ].join("; ");
  }
  if (plainPath.test(image) && !image.startsWith("//")) {
    return `<${image}>; rel=preload; as=image; fetchpriority=high`;
  }
  return undefined;
}
