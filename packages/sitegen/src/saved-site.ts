import { largestVariant } from "./image-variants";
import { type SiteAsset, type SiteConfig, siteConfig } from "./site-config";

/** Marks a site.json as ours, with the shape's version, so older files can be migrated. */
const FORMAT = "pixelforge-site";
const VERSION = 1;

interface SavedAsset {
  name: string;
  type: string;
  width?: number;
  height?: number;
  /** The files of this asset inside the archive: the original, when shipped, and its variants. */
  files: { name: string; type: string; width?: number; height?: number }[];
}

/**
 * site.json: everything the user entered, and which files in the archive belong to which
 * picture, so "Open a saved site" can rebuild the builder's state from a downloaded ZIP.
 */
export function savedSiteJson(
  config: SiteConfig,
  assets: SiteAsset[],
  shipped: ReadonlySet<string>,
) {
  const saved: SavedAsset[] = assets.map((asset) => ({
    name: asset.name,
    type: asset.type,
    width: asset.width,
    height: asset.height,
    files: [
      ...(shipped.has(asset.name) ? [{ name: asset.name, type: asset.type }] : []),
      ...(asset.variants ?? [])
        .filter((v) => shipped.has(v.name))
        .map(({ name, type, width, height }) => ({ name, type, width, height })),
    ],
  }));
  return `${JSON.stringify({ format: FORMAT, version: VERSION, config, assets: saved }, null, 2)}\n`;
}

/**
 * A site back from site.json (or a bare configuration JSON) and the archive's files. A
 * picture whose original was not shipped comes back as its largest variant, with the
 * variants as they were.
 */
export function readSavedSite(
  json: string,
  archive: ReadonlyMap<string, Uint8Array> = new Map(),
): { config: SiteConfig; assets: SiteAsset[]; missing: string[] } {
  const data = JSON.parse(json) as { format?: string; config?: unknown; assets?: SavedAsset[] };
  const isSaved = data.format === FORMAT;
  const config = siteConfig.parse(isSaved ? data.config : data);
  const assets: SiteAsset[] = [];
  const missing: string[] = [];
  for (const saved of isSaved ? (data.assets ?? []) : []) {
    const present = saved.files.filter((f) => archive.has(f.name));
    if (present.length === 0) {
      missing.push(saved.name);
      continue;
    }
    const variants = present
      .filter((f) => f.name !== saved.name && f.width && f.height)
      .map((f) => ({
        name: f.name,
        type: f.type,
        width: f.width ?? 0,
        height: f.height ?? 0,
        bytes: archive.get(f.name) ?? new Uint8Array(),
      }));
    const original = archive.get(saved.name);
    const largest = largestVariant(variants);
    assets.push({
      name: saved.name,
      type: original ? saved.type : (largest?.type ?? saved.type),
      bytes: original ?? largest?.bytes ?? new Uint8Array(),
      width: saved.width,
      height: saved.height,
      variants: variants.length ? variants : undefined,
    });
  }
  return { config, assets, missing };
}
