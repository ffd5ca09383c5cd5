import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { TemplateName } from "./site-config";
import { type SiteFontFile, templateFonts } from "./templates";

const require = createRequire(import.meta.url);

/** The bytes of one font file, from the package its `source` names (Node only). */
export const readFontFile = (font: SiteFontFile) =>
  new Uint8Array(readFileSync(require.resolve(font.source)));

/** A template's font files by name, as `renderSite` takes them (Node only). */
export const readTemplateFonts = (template: TemplateName): Map<string, Uint8Array> =>
  new Map(templateFonts(template).map((font) => [font.file, readFontFile(font)]));
