/** WCAG 2 colour arithmetic for the accent: readable text on it, and it readable as text. */

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Normal text needs 4.5:1 (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;

/** Near-black or white, whichever reads better on the colour (one always passes 4.5:1). */
export function textOn(background: string): string {
  return contrastRatio(background, "#111111") >= contrastRatio(background, "#FFFFFF")
    ? "#111111"
    : "#FFFFFF";
}

const mix = (from: Rgb, to: Rgb, t: number): Rgb =>
  from.map((c, i) => c + ((to[i] ?? 0) - c) * t) as Rgb;

/**
 * The accent as close to the chosen colour as it can be while it still reads as text on
 * every given background: mixed step by step towards black (light backgrounds) or white.
 */
export function readableAccent(accent: string, backgrounds: readonly string[]): string {
  const passes = (hex: string) =>
    backgrounds.every((bg) => contrastRatio(hex, bg) >= TEXT_CONTRAST);
  if (passes(accent)) return accent.toUpperCase();
  const darkBackgrounds = backgrounds.every((bg) => luminance(bg) < 0.2);
  const target: Rgb = darkBackgrounds ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 40; step++) {
    const candidate = toHex(mix(toRgb(accent), target, step / 40));
    if (passes(candidate)) return candidate;
  }
  return darkBackgrounds ? "#FFFFFF" : "#000000";
}
