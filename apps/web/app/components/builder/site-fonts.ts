import dmSansLatinExt from "@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2?url";
import dmSans from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2?url";
import fraunces from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import nunitoLatinExt from "@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url";
import nunito from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import spaceGroteskLatinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2?url";
import spaceGrotesk from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import dmSansRupee from "@pixelforge/sitegen/fonts/dm-sans-rupee-wght-normal.woff2?url";
import frauncesRupee from "@pixelforge/sitegen/fonts/fraunces-rupee-wght-normal.woff2?url";
import interRupee from "@pixelforge/sitegen/fonts/inter-rupee-wght-normal.woff2?url";
import nunitoRupee from "@pixelforge/sitegen/fonts/nunito-rupee-wght-normal.woff2?url";
import spaceGroteskRupee from "@pixelforge/sitegen/fonts/space-grotesk-rupee-wght-normal.woff2?url";
import type { TemplateName } from "@pixelforge/sitegen/site-config";
import { templateFonts } from "@pixelforge/sitegen/templates";

/**
 * Where this app serves each template font file (Vite copies them into the build). The
 * preview points at these addresses, and its browser fetches a latin-ext file only for a
 * page that needs it (ā, ś…) and a rupee file only for one with prices (₹); the ZIP gets the
 * bytes, fetched only when it is made.
 */
const FONT_URLS: Record<string, string> = {
  "dm-sans-latin-wght-normal.woff2": dmSans,
  "dm-sans-latin-ext-wght-normal.woff2": dmSansLatinExt,
  "dm-sans-rupee-wght-normal.woff2": dmSansRupee,
  "fraunces-latin-wght-normal.woff2": fraunces,
  "fraunces-latin-ext-wght-normal.woff2": frauncesLatinExt,
  "fraunces-rupee-wght-normal.woff2": frauncesRupee,
  "inter-latin-wght-normal.woff2": inter,
  "inter-latin-ext-wght-normal.woff2": interLatinExt,
  "inter-rupee-wght-normal.woff2": interRupee,
  "nunito-latin-wght-normal.woff2": nunito,
  "nunito-latin-ext-wght-normal.woff2": nunitoLatinExt,
  "nunito-rupee-wght-normal.woff2": nunitoRupee,
  "space-grotesk-latin-wght-normal.woff2": spaceGrotesk,
  "space-grotesk-latin-ext-wght-normal.woff2": spaceGroteskLatinExt,
  "space-grotesk-rupee-wght-normal.woff2": spaceGroteskRupee,
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
