import { bakeryExample } from "@pixelforge/sitegen/bakery-example";
import type { SiteAsset } from "@pixelforge/sitegen/site-config";
import sharp from "sharp";

/** The example's uploaded logo: a small PNG with a transparent background, as logos are. */
export const LOGO_NAME = "assets/logo.png";

/** A deterministic random number generator (mulberry32), so every run draws the same pictures. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

/**
 * RGB pixels that look like a photo to a browser and to axe: a lit gradient from a dark
 * corner to a bright one, soft out-of-focus discs of both light and shadow, and grain. Flat
 * colour would let contrast checks pass on pictures no visitor will ever upload.
 */
function photoPixels(width: number, height: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const hue = random();
  const dark = [40 + 60 * hue, 25 + 30 * random(), 20 + 40 * (1 - hue)];
  const bright = [235, 200 + 40 * random(), 150 + 90 * hue];
  const discs = Array.from({ length: 14 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.05 + 0.2 * random()) * Math.min(width, height),
    tint: random() < 0.5 ? -90 : 110,
  }));
  // Light and shadow of every disc, added over its bounding box only: it keeps this fast.
  const shade = new Float32Array(width * height);
  for (const { x: cx, y: cy, r, tint } of discs) {
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, cy + r); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, cx + r); x++) {
        const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (r * r);
        if (d2 < 1) shade[y * width + x] = (shade[y * width + x] as number) + tint * (1 - d2);
      }
    }
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const light = (shade[y * width + x] as number) + (random() - 0.5) * 36;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = (dark[c] as number) + ((bright[c] as number) - (dark[c] as number)) * t;
        pixels[i + c] = Math.max(0, Math.min(255, base + light));
      }
    }
  }
  return pixels;
}

async function encode(pixels: Buffer, source: { width: number; height: number }, file: Target) {
  const image = sharp(pixels, { raw: { ...source, channels: 3 } }).resize(file.width, file.height);
  const encoded =
    file.type === "image/avif"
      ? image.avif({ quality: 60, effort: 0 })
      : file.type === "image/webp"
        ? image.webp({ quality: 78, effort: 0 })
        : image.jpeg({ quality: 82 });
  return new Uint8Array(await encoded.toBuffer());
}

interface Target {
  type: string;
  width: number;
  height: number;
}

/** The asset with a real picture behind it and each variant, at the sizes and types they declare. */
async function withPhoto(asset: SiteAsset): Promise<SiteAsset> {
  const source = { width: asset.width ?? 2400, height: asset.height ?? 1600 };
  const pixels = photoPixels(source.width, source.height, seedOf(asset.name));
  const [bytes, ...variantBytes] = await Promise.all(
    [{ ...asset, ...source }, ...(asset.variants ?? [])].map((file) =>
      encode(pixels, source, file),
    ),
  );
  return {
    ...asset,
    bytes: bytes as Uint8Array,
    variants: asset.variants?.map((variant, i) => ({
      ...variant,
      bytes: variantBytes[i] as Uint8Array,
    })),
  };
}

/** A 160×80 PNG logo: a filled circle and a bar in warm brown, transparent around them. */
async function logoAsset(): Promise<SiteAsset> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80">
    <circle cx="40" cy="40" r="32" fill="#8a4b1f"/><circle cx="40" cy="40" r="16" fill="#f6d7a7"/>
    <rect x="84" y="30" width="68" height="20" rx="10" fill="#8a4b1f"/></svg>`;
  const bytes = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  return { name: LOGO_NAME, type: "image/png", bytes, width: 160, height: 80 };
}

let made: Promise<Map<string, SiteAsset>> | undefined;

/**
 * The bakery example's assets with real, photo-sized pictures in place of its stand-in
 * bytes, plus the logo. Made once per test worker: encoding every variant takes seconds.
 */
export function bakeryPhotoAssets(): Promise<Map<string, SiteAsset>> {
  made ??= Promise.all([...[...bakeryExample().assets.values()].map(withPhoto), logoAsset()]).then(
    (assets) => new Map(assets.map((asset) => [asset.name, asset])),
  );
  return made;
}
