import { PAGES, type PageFile } from "@pixelforge/sitegen/layout";
import { mediaTypeOf } from "@pixelforge/sitegen/media";
import type { SiteFiles } from "@pixelforge/sitegen/render-site";
import { useMemo, useState } from "react";
import { fontUrl } from "./site-fonts";

/**
 * The page as it will look, made safe to show here: its stylesheet inlined, its script
 * left out, its assets inlined as data: URLs and its links to other pages made inert (the
 * tabs switch pages). The frame is sandboxed without allow-same-origin or scripts, so
 * nothing generated can reach this app. (Blob URLs would be lighter, but a frame with an
 * opaque origin is not allowed to load them.)
 */
export function previewHtml(
  files: SiteFiles,
  page: PageFile,
  assetUrl: (name: string) => string,
): string {
  const html = String(files.get(page) ?? "");
  const css = String(files.get("assets/site.css") ?? "");
  return html
    .replace(
      '<link rel="stylesheet" href="assets/site.css">',
      `<style>${css
        .replaceAll("</style", "<\\/style")
        .replace(/url\("fonts\/([^"]+)"\)/g, (_m, file: string) => `url("${absolute(fontUrl(file))}")`)}</style>`,
    )
    .replace('<script src="assets/site.js" defer></script>', "")
    // One size per picture is enough here, and keeps the inlined page small.
    .replace(/<source [^>]*>/g, "")
    .replace(
      /(src|href)="(assets\/[A-Za-z0-9._-]+)"/g,
      (_m, attr: string, name: string) => `${attr}="${assetUrl(name)}"`,
    )
    .replace(/href="([a-z]+\.html)"/g, 'href="#main" data-page="$1"');
}

/** The frame has no address of its own, so its fonts need this app's full address. */
const absolute = (path: string) =>
  typeof location === "undefined" ? path : new URL(path, location.href).toString();

export function dataUrl(name: string, bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const type = mediaTypeOf(name) ?? "application/octet-stream";
  return `data:${type};base64,${btoa(binary)}`;
}

export function SitePreview({ files }: { files: SiteFiles }) {
  const [page, setPage] = useState<PageFile>("index.html");

  const urls = useMemo(() => {
    const map = new Map<string, string>();
    for (const [name, content] of files) {
      if (name.startsWith("assets/") && typeof content !== "string")
        map.set(name, dataUrl(name, content));
    }
    return map;
  }, [files]);

  const srcDoc = useMemo(
    () => previewHtml(files, page, (name) => urls.get(name) ?? ""),
    [files, page, urls],
  );

  return (
    <section aria-labelledby="live-preview">
      <h2 id="live-preview" className="text-2xl font-extrabold text-white">
        Live Preview
      </h2>
      <div role="tablist" aria-label="Preview page" className="mt-4 flex flex-wrap gap-2">
        {PAGES.map((p) => (
          <button
            key={p.file}
            type="button"
            role="tab"
            aria-selected={p.file === page}
            onClick={() => setPage(p.file)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${
              p.file === page ? "bg-amber text-ink" : "bg-white/10 text-white/80 hover:bg-white/15"
            }`}
          >
            {p.file}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={page}>
        <iframe
          title={`Live preview of ${page}`}
          sandbox=""
          srcDoc={srcDoc}
          className="mt-4 h-[500px] w-full rounded-2xl bg-white ring-1 ring-white/15"
        />
      </div>
    </section>
  );
}
