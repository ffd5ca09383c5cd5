import { FONTS_NOSCRIPT, JS_CLASS_SCRIPT, type PageFile } from "@pixelforge/sitegen/layout";
import { mediaTypeOf } from "@pixelforge/sitegen/media";
import type { SiteFiles } from "@pixelforge/sitegen/render-site";

/** The frame has no address of its own, so what it loads from this app needs a full address. */
export const absolute = (path: string) =>
  typeof location === "undefined" ? path : new URL(path, location.href).toString();

/**
 * The page as it will look, made safe to show here: its stylesheet inlined with the fonts
 * pointing at this app's copies, its script left out (the frame may not run scripts; see
 * preview-frame.ts for what replaces it), its assets inlined as data: URLs and its links
 * to other pages marked with the page they lead to.
 */
export function previewHtml(
  files: SiteFiles,
  page: PageFile,
  assetUrl: (name: string) => string,
  fontUrl: (file: string) => string,
): string {
  const html = String(files.get(page) ?? "");
  // The page's script adds the web fonts after its first paint; the frame runs no script.
  const css =
    `${String(files.get("assets/fonts.css") ?? "")}${String(files.get("assets/site.css") ?? "")}`
      .replaceAll("</style", "<\\/style")
      .replace(
        /url\("fonts\/([^"]+)"\)/g,
        (_m, file: string) => `url("${absolute(fontUrl(file))}")`,
      );
  return (
    html
      .replace('<link rel="stylesheet" href="assets/site.css">', `<style>${css}</style>`)
      .replace('<script src="assets/site.js" defer></script>', "")
      .replace(JS_CLASS_SCRIPT, "")
      .replace(FONTS_NOSCRIPT, "")
      // One size per picture is enough here, and keeps the inlined page small.
      .replace(/<source [^>]*>/g, "")
      .replace(
        /(src|href)="(assets\/[A-Za-z0-9._-]+)"/g,
        (_m, attr: string, name: string) => `${attr}="${assetUrl(name)}"`,
      )
      .replace(/href="([a-z]+\.html)"/g, 'href="#main" data-page="$1"')
  );
}

export function dataUrl(name: string, bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const type = mediaTypeOf(name) ?? "application/octet-stream";
  return `data:${type};base64,${btoa(binary)}`;
}
