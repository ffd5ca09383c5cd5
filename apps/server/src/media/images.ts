import { widthsFor } from "@pixelforge/sitegen/image-variants";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type ImageType = "png" | "jpeg" | "webp" | "avif";

const extensions: Record<ImageType, readonly string[]> = {
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  webp: ["webp"],
  avif: ["avif"],
};

/** What the bytes are, from their signature; undefined for anything else. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "webp";
  }
  const brand = bytes.toString("latin1", 4, 12);
  if (brand === "ftypavif" || brand === "ftypavis") return "avif";
  return undefined;
}

/** True when the file name's extension says what the bytes are. */
export function nameMatches(fileName: string, type: ImageType): boolean {
  const extension = fileName.toLowerCase().split(".").at(-1) ?? "";
  return extensions[type].includes(extension);
}

export interface Variant {
  width: number;
  format: (typeof VARIANT_FORMATS)[number];
  bytes: Buffer;
}

/**
 * Decodes once, turns the picture upright (EXIF orientation), then makes AVIF and WebP at
 * 480, 960 and 1600 px, never wider than the original: a 700 px picture gets 480 and 700.
 * The size reported is the upright one. sharp drops EXIF, GPS and other metadata.
 */
export async function makeVariants(bytes: Buffer) {
  // Loaded on the first upload: libvips holds ~30 MB of memory that an idle server, and
  // every server that never receives a picture, does not need.
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 }).autoOrient();
  const { width, height } = (await image.metadata()).autoOrient;
  const variants: Variant[] = [];
  for (const target of widthsFor(width)) {
    const resized = image.clone().resize({ width: target });
    variants.push(
      {
        width: target,
        format: "avif",
        bytes: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
      },
      {
        width: target,
        format: "webp",
        bytes: await resized.clone().webp({ quality: 78 }).toBuffer(),
      },
    );
  }
  return { width, height, variants };
}
