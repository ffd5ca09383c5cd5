import sharp, { type Sharp } from "sharp";
import { faviconSvg, iconLogo } from "./hosting-files";
import {
  AVIF_QUALITY,
  isResizable,
  largestVariant,
  variantName,
  WEBP_QUALITY,
  widthsFor,
} from "./image-variants";
import type { ImageVariant, SiteAsset, SiteConfig } from "./site-config";

/**
 * The CLI's version of the builder's image worker: the same widths and names, WebP and
 * AVIF made with sharp. Images it cannot decode are shipped as they are.
 */
export async function withVariants(asset: SiteAsset): Promise<SiteAsset> {
  if (!isResizable(asset.type)) return asset;
  try {
    return await makeVariants(asset);
  } catch {
    return asset;
  }
}

async function makeVariants(asset: SiteAsset): Promise<SiteAsset> {
  const source = sharp(asset.bytes, { failOn: "none" }).rotate();
  const { width, height } = await source
    .metadata()
    .then((m) => ((m.orientation ?? 1) >= 5 ? { width: m.height, height: m.width } : m));
  if (!width || !height) return asset;
  const variants: ImageVariant[] = [];
  for (const w of widthsFor(width)) {
    const h = Math.round((height * w) / width);
    const resized = sharp(asset.bytes, { failOn: "none" }).rotate().resize(w, h);
    for (const [type, encode] of [
      ["image/avif", (s: Sharp) => s.avif({ quality: Math.round(AVIF_QUALITY * 100), effort: 2 })],
      ["image/webp", (s: Sharp) => s.webp({ quality: Math.round(WEBP_QUALITY * 100) })],
    ] as const) {
      const bytes = new Uint8Array(await encode(resized.clone()).toBuffer());
      variants.push({ name: variantName(asset.name, w, type), type, width: w, height: h, bytes });
    }
  }
  return { ...asset, width, height, variants };
}

/** The CLI's favicon PNGs (32 px and the 180 px home-screen icon), from the logo or the initial. */
export async function makeIcons(
  config: SiteConfig,
  assets: ReadonlyMap<string, SiteAsset>,
): Promise<{ png32: Uint8Array; appleTouch: Uint8Array }> {
  const logo = iconLogo(config, assets);
  const source = logo
    ? (largestVariant(logo.variants ?? []) ?? logo).bytes
    : Buffer.from(faviconSvg(config));
  const background = logo ? "#FFFFFF" : config.color;
  const icon = async (size: number) =>
    new Uint8Array(
      await sharp(source, { density: 300 })
        .resize(size, size, { fit: "contain", background })
        .flatten({ background })
        .png()
        .toBuffer(),
    );
  return { png32: await icon(32), appleTouch: await icon(180) };
}
