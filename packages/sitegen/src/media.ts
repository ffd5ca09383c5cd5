import type { SiteAsset } from "./site-config";

/** Spec §4: a hero is a video when its address ends in .mp4 (or the uploaded file is a video). */
export function isVideo(ref: string, assets: ReadonlyMap<string, SiteAsset>): boolean {
  const asset = assets.get(ref);
  if (asset) return asset.type.startsWith("video/");
  if (/^data:video\//i.test(ref)) return true;
  return /\.mp4(?:$|[?#])/i.test(ref.trim());
}

/** The image and video formats a site can carry, by file extension (first one per type wins). */
const MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The media type of a file name (`photo.JPG` → image/jpeg), or undefined. */
export function mediaTypeOf(fileName: string): string | undefined {
  return MEDIA_TYPES[fileName.split(".").pop()?.toLowerCase() ?? ""];
}

function extensionFor(type: string): string | undefined {
  return Object.keys(MEDIA_TYPES).find((ext) => MEDIA_TYPES[ext] === type);
}

/** A safe, unique file name for an uploaded file: assets/<slug>-<n>.<ext>. */
export function assetName(originalName: string, type: string, taken: ReadonlySet<string>): string {
  const ext =
    extensionFor(type) ??
    originalName
      .split(".")
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z0-9]/g, "") ??
    "bin";
  const stem =
    originalName
      .replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "file";
  let name = `assets/${stem}.${ext}`;
  for (let n = 2; taken.has(name); n++) name = `assets/${stem}-${n}.${ext}`;
  return name;
}
