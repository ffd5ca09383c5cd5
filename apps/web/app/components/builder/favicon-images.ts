import { faviconSvg, iconLogo } from "@pixelforge/sitegen/hosting-files";
import { largestVariant } from "@pixelforge/sitegen/image-variants";
import type { SiteAsset, SiteConfig } from "@pixelforge/sitegen/site-config";

function loadImage(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("icon source did not load"));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

async function png(image: HTMLImageElement, size: number, background: string): Promise<Uint8Array> {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  // Home-screen icons must not be transparent; the logo sits on white, the initial on its colour.
  context.fillStyle = background;
  context.fillRect(0, 0, size, size);
  const scale = Math.min(size / image.naturalWidth, size / image.naturalHeight);
  const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale];
  context.imageSmoothingQuality = "high";
  context.drawImage(image, (size - w) / 2, (size - h) / 2, w, h);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("icon not encoded");
  return new Uint8Array(await blob.arrayBuffer());
}

/** The 32 px favicon and the 180 px home-screen icon, from the logo or the site's initial. */
export async function makeIcons(
  config: SiteConfig,
  assets: ReadonlyMap<string, SiteAsset>,
): Promise<{ png32: Uint8Array; appleTouch: Uint8Array }> {
  const logo = iconLogo(config, assets);
  const logoFile = logo && (largestVariant(logo.variants ?? []) ?? logo);
  const image = await loadImage(
    logoFile
      ? new Blob([logoFile.bytes as BlobPart], { type: logoFile.type })
      : new Blob([faviconSvg(config)], { type: "image/svg+xml" }),
  );
  const background = logoFile ? "#FFFFFF" : config.color;
  return { png32: await png(image, 32, background), appleTouch: await png(image, 180, background) };
}
