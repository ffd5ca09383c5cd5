import { type Zippable, zip, zipSync } from "fflate";
import type { SiteFiles } from "./render-site";

export const ARCHIVE_NAME = "professional-website.zip";

/** Already-compressed formats are stored as they are: deflating them again costs time and saves nothing. */
const STORED = /\.(png|jpe?g|gif|webp|avif|mp4|webm|zip|woff2?)$/i;

function zippable(files: SiteFiles): Zippable {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [name, content] of files) {
    const bytes = typeof content === "string" ? encoder.encode(content) : content;
    entries[name] = [bytes, { level: STORED.test(name) ? 0 : 6 }];
  }
  return entries;
}

/** The site as a ZIP archive (synchronous; fine in Node and for small sites). */
export function zipSite(files: SiteFiles): Uint8Array {
  return zipSync(zippable(files), { mtime: new Date("2026-01-01T00:00:00Z") });
}

/** The same archive built off the main thread (fflate uses workers where it can). */
export function zipSiteAsync(files: SiteFiles): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip(zippable(files), { mtime: new Date("2026-01-01T00:00:00Z") }, (error, data) =>
      error ? reject(error) : resolve(data),
    );
  });
}
