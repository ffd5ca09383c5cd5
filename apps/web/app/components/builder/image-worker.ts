/// <reference lib="webworker" />
import {
  AVIF_QUALITY,
  variantName,
  WEBP_QUALITY,
  widthsFor,
} from "@pixelforge/sitegen/image-variants";
import type { ImageVariant } from "@pixelforge/sitegen/site-config";

/** Asked: make web sizes of one image. Answered: progress, then the variants or an error. */
export interface ImageJob {
  id: number;
  name: string;
  blob: Blob;
}
export type ImageReply =
  | { id: number; kind: "progress"; done: number; total: number }
  | { id: number; kind: "done"; width: number; height: number; variants: ImageVariant[] }
  | { id: number; kind: "failed" };

let avifSupport: Promise<boolean> | undefined;
/** Chromium and others quietly fall back to PNG when they cannot encode AVIF. */
function canEncodeAvif(): Promise<boolean> {
  avifSupport ??= new OffscreenCanvas(2, 2)
    .convertToBlob({ type: "image/avif" })
    .then((blob) => blob.type === "image/avif")
    .catch(() => false);
  return avifSupport;
}

async function prepare({ id, name, blob }: ImageJob): Promise<ImageReply> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
  const { width, height } = bitmap;
  const types = (await canEncodeAvif()) ? ["image/avif", "image/webp"] : ["image/webp"];
  const widths = widthsFor(width);
  const total = widths.length * types.length;
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, w, h);
    for (const type of types) {
      const quality = type === "image/avif" ? AVIF_QUALITY : WEBP_QUALITY;
      const encoded = await canvas.convertToBlob({ type, quality });
      variants.push({
        name: variantName(name, w, type),
        type,
        width: w,
        height: h,
        bytes: new Uint8Array(await encoded.arrayBuffer()),
      });
      self.postMessage({ id, kind: "progress", done: variants.length, total } satisfies ImageReply);
    }
  }
  bitmap.close();
  return { id, kind: "done", width, height, variants };
}

/**
 * One picture at a time, in the order they came: twenty camera photos decoded at once
 * would hold about a gigabyte of pixels and stall (or kill) the page on a phone.
 */
let queue: Promise<void> = Promise.resolve();

self.addEventListener("message", (event: MessageEvent<ImageJob>) => {
  queue = queue.then(() =>
    prepare(event.data)
      .catch((): ImageReply => ({ id: event.data.id, kind: "failed" }))
      .then((reply) => self.postMessage(reply)),
  );
});
