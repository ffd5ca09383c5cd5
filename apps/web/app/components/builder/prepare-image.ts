import { isResizable } from "@pixelforge/sitegen/image-variants";
import type { SiteAsset } from "@pixelforge/sitegen/site-config";
import type { ImageJob, ImageReply } from "./image-worker";

let worker: Worker | undefined;
let nextId = 1;

/** The worker starts with the first upload, so the builder page itself stays light. */
function imageWorker(): Worker {
  worker ??= new Worker(new URL("./image-worker.ts", import.meta.url), { type: "module" });
  return worker;
}

export type Progress = (done: number, total: number) => void;

/**
 * The asset with its WebP (and, where the browser can encode it, AVIF) variants at three
 * widths, made off the main thread. Files the browser cannot decode, videos, GIFs and SVGs
 * come back as they are.
 */
export function prepareImage(asset: SiteAsset, onProgress?: Progress): Promise<SiteAsset> {
  if (
    !isResizable(asset.type) ||
    typeof Worker === "undefined" ||
    typeof OffscreenCanvas === "undefined"
  )
    return Promise.resolve(asset);
  const id = nextId++;
  const target = imageWorker();
  return new Promise((resolve) => {
    function onMessage(event: MessageEvent<ImageReply>) {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.kind === "progress") {
        onProgress?.(reply.done, reply.total);
        return;
      }
      target.removeEventListener("message", onMessage);
      resolve(
        reply.kind === "done"
          ? { ...asset, width: reply.width, height: reply.height, variants: reply.variants }
          : asset,
      );
    }
    target.addEventListener("message", onMessage);
    const job: ImageJob = {
      id,
      name: asset.name,
      blob: new Blob([asset.bytes as BlobPart], { type: asset.type }),
    };
    target.postMessage(job);
  });
}
