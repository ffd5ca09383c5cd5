import type { BuilderSiteAsset } from "@pixelforge/contracts/builder-sites";
import type { SiteAsset } from "@pixelforge/sitegen/site-config";

/** 32 KB at a time: String.fromCharCode takes its bytes as arguments, and those are capped. */
const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The builder's files as the account's API carries them (bytes in base64). */
export function assetsForAccount(assets: Iterable<SiteAsset>): BuilderSiteAsset[] {
  return [...assets].map((asset) => ({
    name: asset.name,
    type: asset.type,
    ...(asset.width ? { width: asset.width } : {}),
    ...(asset.height ? { height: asset.height } : {}),
    bytes: toBase64(asset.bytes),
    ...(asset.variants?.length
      ? {
          variants: asset.variants.map((v) => ({
            name: v.name,
            type: v.type,
            width: v.width,
            height: v.height,
            bytes: toBase64(v.bytes),
          })),
        }
      : {}),
  }));
}

/** A site's files from the account, back in the builder's shape. */
export function assetsFromAccount(assets: readonly BuilderSiteAsset[]): SiteAsset[] {
  return assets.map((asset) => ({
    name: asset.name,
    type: asset.type,
    bytes: fromBase64(asset.bytes),
    ...(asset.width ? { width: asset.width } : {}),
    ...(asset.height ? { height: asset.height } : {}),
    ...(asset.variants
      ? { variants: asset.variants.map((v) => ({ ...v, bytes: fromBase64(v.bytes) })) }
      : {}),
  }));
}
