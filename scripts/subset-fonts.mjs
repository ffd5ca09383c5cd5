// Makes packages/sitegen/fonts/<slug>-rupee-wght-normal.woff2 for every template font: the
// rupee sign alone, cut from the font package's latin-ext file with its weight axis kept, so
// a page with prices fetches about 1 KB instead of the whole latin-ext file (decision 020).
// Run `npm run fonts:subset` after updating an @fontsource-variable package, and commit the
// files it writes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { tsImport } from "tsx/esm/api";

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL("../packages/sitegen/fonts/", import.meta.url));
const { TEMPLATES } = await tsImport("../packages/sitegen/src/site-config.ts", import.meta.url);
const { fontFiles, templateFamilies } = await tsImport(
  "../packages/sitegen/src/templates.ts",
  import.meta.url,
);

/** The tables of an OpenType font, by tag. */
function sfntTables(sfnt) {
  const tables = new Map();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    tables.set(sfnt.toString("latin1", record, record + 4), sfnt.subarray(offset, offset + length));
  }
  return tables;
}

/** The wght axis of a variable font's fvar table, or undefined. */
function weightAxis(sfnt) {
  const fvar = sfntTables(sfnt).get("fvar");
  if (!fvar) return undefined;
  const [axesOffset, axisCount, axisSize] = [4, 8, 10].map((at) => fvar.readUInt16BE(at));
  for (let i = 0; i < axisCount; i++) {
    const axis = fvar.subarray(axesOffset + i * axisSize);
    if (axis.toString("latin1", 0, 4) === "wght")
      return { min: axis.readInt32BE(4) / 65536, max: axis.readInt32BE(12) / 65536 };
  }
  return undefined;
}

const families = new Map(
  TEMPLATES.flatMap(templateFamilies).map((family) => [family.slug, family]),
);
mkdirSync(outDir, { recursive: true });
for (const family of families.values()) {
  const files = fontFiles(family);
  const latinExt = files.find((f) => f.file.includes("-latin-ext-"));
  const rupee = files.find((f) => f.file.includes("-rupee-"));
  if (!latinExt || !rupee) throw new Error(`${family.family}: no latin-ext or rupee file`);
  const text = String.fromCodePoint(Number.parseInt(rupee.unicodeRange.replace(/^U\+/, ""), 16));
  const source = readFileSync(require.resolve(latinExt.source));
  // Name IDs 13 and 14 carry the licence and its address: the OFL asks that they travel
  // with the font, and harfbuzz drops them unless told.
  const options = { preserveNameIds: [13, 14] };

  // The subset must vary in weight exactly as the file it replaces does.
  const whole = await subsetFont(source, null, { keepAllGlyphs: true, targetFormat: "sfnt" });
  const sfnt = await subsetFont(source, text, { ...options, targetFormat: "sfnt" });
  const [before, axis] = [weightAxis(whole), weightAxis(sfnt)];
  if (!axis || JSON.stringify(axis) !== JSON.stringify(before) || !sfntTables(sfnt).has("gvar"))
    throw new Error(
      `${rupee.file}: weight axis ${JSON.stringify(axis)}, not ${JSON.stringify(before)}`,
    );

  const woff2 = await subsetFont(source, text, { ...options, targetFormat: "woff2" });
  writeFileSync(join(outDir, rupee.file), woff2);
  process.stdout.write(
    `${rupee.file}: ${woff2.length} bytes (latin-ext ${source.length}), wght ${axis.min}–${axis.max}\n`,
  );
}
