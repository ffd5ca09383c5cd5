import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "./site-config";
import { fontFiles, type SiteFont, templateFamilies } from "./templates";

const require = createRequire(import.meta.url);
const [S_ACUTE, RUPEE] = [0x15b, 0x20b9];

/** WOFF2's table tags by their index in its table directory (WOFF2 spec, 5.1), `_` for space. */
const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp " +
  "hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL " +
  "SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar"
)
  .split(" ")
  .map((tag) => tag.replace("_", " "));

/** The tables of a WOFF2 font by tag (glyf, loca and hmtx possibly in WOFF2's transformed form). */
function woff2Tables(woff2: Uint8Array): Map<string, Buffer> {
  const bytes = Buffer.from(woff2);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = bytes[at++] ?? 0;
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) return value;
    }
  };
  const directory: [string, number][] = [];
  for (let i = 0; i < bytes.readUInt16BE(12); i++) {
    const flags = bytes[at++] ?? 0;
    const known = flags & 0x3f;
    const tag = known === 63 ? bytes.toString("latin1", at, at + 4) : (KNOWN_TAGS[known] ?? "");
    if (known === 63) at += 4;
    const length = base128();
    // Version 0 is the null transform for every table but glyf and loca.
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    directory.push([tag, transformed ? base128() : length]);
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + bytes.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const [tag, length] of directory) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The range of the font's weight axis, from its fvar table. */
function weightAxis(tables: Map<string, Buffer>) {
  const fvar = tables.get("fvar");
  if (!fvar) return undefined;
  const [axesOffset, axisCount, axisSize] = [4, 8, 10].map((at) => fvar.readUInt16BE(at));
  for (let i = 0; i < (axisCount ?? 0); i++) {
    const axis = fvar.subarray((axesOffset ?? 0) + i * (axisSize ?? 0));
    if (axis.toString("latin1", 0, 4) === "wght")
      return { min: axis.readInt32BE(4) / 65536, max: axis.readInt32BE(12) / 65536 };
  }
  return undefined;
}

/** Whether the font's character map (a format 4 subtable) maps the code point to a glyph. */
function mapsCodePoint(tables: Map<string, Buffer>, codePoint: number): boolean {
  const cmap = tables.get("cmap");
  if (!cmap) return false;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + 8 * i + 4));
    if (table.readUInt16BE(0) !== 4) continue;
    const segments = table.readUInt16BE(6) / 2;
    for (let s = 0; s < segments; s++) {
      const end = table.readUInt16BE(14 + 2 * s);
      const start = table.readUInt16BE(16 + 2 * segments + 2 * s);
      if (start <= codePoint && codePoint <= end && start !== 0xffff) return true;
    }
  }
  return false;
}

/** The bytes of one subset of a family's font, as the sites ship it. */
function subsetBytes(family: SiteFont, subset: "latin-ext" | "rupee"): Uint8Array {
  const file = fontFiles(family).find(
    (f) => f.file === `${family.slug}-${subset}-wght-normal.woff2`,
  );
  if (!file) throw new Error(`${family.family} has no ${subset} file`);
  return new Uint8Array(readFileSync(require.resolve(file.source)));
}

const families = new Map(TEMPLATES.flatMap(templateFamilies).map((f) => [f.slug, f]));

describe("the rupee font files", () => {
  for (const family of families.values()) {
    const latinExt = subsetBytes(family, "latin-ext");
    const rupee = subsetBytes(family, "rupee");

    it(`${family.family}: a WOFF2 of about a kilobyte instead of the whole latin-ext file`, () => {
      expect(rupee.length).toBeGreaterThan(0);
      expect(Buffer.from(rupee).toString("latin1", 0, 4)).toBe("wOF2");
      expect(rupee.length).toBeLessThan(8 * 1024);
      expect(rupee.length).toBeLessThan(latinExt.length / 10);
    });

    it(`${family.family}: draws ₹, and only ₹, in every weight the latin-ext file has`, () => {
      const own = woff2Tables(rupee);
      expect(mapsCodePoint(own, RUPEE)).toBe(true);
      expect(mapsCodePoint(own, S_ACUTE)).toBe(false);
      expect(own.has("gvar")).toBe(true);
      expect(weightAxis(own)).toEqual(weightAxis(woff2Tables(latinExt)));
      expect(weightAxis(own)?.max).toBeGreaterThanOrEqual(700);
    });
  }
});
