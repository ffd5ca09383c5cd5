import dmSans from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import fraunces from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import nunito from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import spaceGrotesk from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { TemplateName } from "@pixelforge/sitegen/site-config";
import { templateFonts } from "@pixelforge/sitegen/templates";

/**
 * Where this app serves each template font (Vite copies them into the build). The preview
 * points at these addresses; the ZIP gets the bytes, fetched only when it is made.
 */
const FONT_URLS: Record<string, string> = {
  "dm-sans-latin-wght-normal.woff2": dmSans,
  "fraunces-latin-wght-normal.woff2": fraunces,
  "inter-latin-wght-normal.woff2": inter,
  "nunito-latin-wght-normal.woff2": nunito,
  "space-grotesk-latin-wght-normal.woff2": spaceGrotesk,
};

export const fontUrl = (file: string) => FONT_URLS[file] ?? "";

export async function loadTemplateFonts(template: TemplateName): Promise<Map<string, Uint8Array>> {
  const entries = await Promise.all(
    templateFonts(template).map(async (font) => {
      const response = await fetch(fontUrl(font.file));
      if (!response.ok) throw new Error(`${font.file}: ${response.status}`);
      return [font.file, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  return new Map(entries);
}
