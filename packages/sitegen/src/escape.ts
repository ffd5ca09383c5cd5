/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("`", "&#96;");
}

const ASSET_PATH = /^assets\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+$/i;
const DATA_VIDEO = /^data:video\/(mp4|webm);base64,[A-Za-z0-9+/=\s]+$/i;

/**
 * A URL that may appear in src or href: http(s), a base64 data:image (or video) URL, or a
 * file of the archive's assets/ folder. Anything else (javascript:, other schemes,
 * protocol-relative, paths outside assets/) gives "" so the caller leaves it out.
 */
export function safeUrl(value: string): string {
  const url = value.trim();
  if (!url) return "";
  if (ASSET_PATH.test(url) && !url.includes("..")) return url;
  if (DATA_IMAGE.test(url) || DATA_VIDEO.test(url)) return url.replace(/\s+/g, "");
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") return parsed.toString();
    } catch {
      return "";
    }
  }
  return "";
}

/** A safe URL, escaped for an attribute; "" when the URL is not allowed. */
export function urlAttr(value: string): string {
  return escapeHtml(safeUrl(value));
}

/** Paragraphs from plain text: blank lines separate them, single newlines become <br>. */
export function paragraphs(text: string, className?: string): string {
  const cls = className ? ` class="${escapeHtml(className)}"` : "";
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p${cls}>${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}
