/**
 * npx sitegen <config.json> [-o site.zip]
 * Image and video fields may name local files (relative to the config file); they are
 * copied into the archive under assets/.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { assetName, mediaTypeOf } from "./media";
import { readTemplateFonts } from "./read-fonts";
import { renderSite } from "./render-site";
import { makeIcons, withVariants } from "./sharp-images";
import { type SiteAsset, siteConfig } from "./site-config";
import { ARCHIVE_NAME, zipSite } from "./zip-site";

function fail(message: string): never {
  process.stderr.write(`sitegen: ${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { output: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
});
if (values.help || positionals.length !== 1) {
  process.stdout.write(`Usage: sitegen <config.json> [-o ${ARCHIVE_NAME}]\n`);
  process.exit(values.help ? 0 : 1);
}

const configPath = resolve(positionals[0] ?? "");
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(configPath, "utf8"));
} catch (error) {
  fail(`cannot read ${configPath}: ${(error as Error).message}`);
}
const parsed = siteConfig.safeParse(raw);
if (!parsed.success) {
  fail(
    `invalid configuration:\n${parsed.error.issues
      .map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("\n")}`,
  );
}
const config = parsed.data;
const assets = new Map<string, SiteAsset>();
const byPath = new Map<string, string>();

/** Local file paths become assets/…; addresses and data URLs stay as they are. */
function localToAsset(value: string, field: string): string {
  if (!value || /^(https?:|data:|assets\/)/i.test(value)) return value;
  const path = resolve(dirname(configPath), value);
  const known = byPath.get(path);
  if (known) return known;
  const type = mediaTypeOf(path);
  // SVG can carry scripts when opened on its own; the CLI takes raster images and video only.
  if (!type || type === "image/svg+xml")
    fail(`${field}: ${value} is not an image or video file (png, jpg, gif, webp, avif, mp4, webm)`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    fail(`${field}: file not found: ${value}`);
  }
  const name = assetName(value.split("/").pop() ?? value, type, new Set(assets.keys()));
  assets.set(name, { name, type, bytes });
  byPath.set(path, name);
  return name;
}

config.heroMedia = localToAsset(config.heroMedia, "heroMedia");
config.logo = localToAsset(config.logo, "logo");
config.carouselImages = config.carouselImages.map((image, i) => ({
  ...image,
  src: localToAsset(image.src, `carouselImages.${i}`),
}));
config.products.forEach((p, i) => {
  p.img = localToAsset(p.img, `products.${i}.img`);
});
config.testimonials.forEach((t, i) => {
  t.photo = localToAsset(t.photo, `testimonials.${i}.photo`);
});
config.blogPosts.forEach((b, i) => {
  b.image = localToAsset(b.image, `blogPosts.${i}.image`);
});

// The same web sizes the builder makes in the browser: WebP and AVIF at three widths.
for (const [name, asset] of assets) assets.set(name, await withVariants(asset));
const files = renderSite(config, assets, {
  fonts: readTemplateFonts(config.template),
  icons: await makeIcons(config, assets),
});
const output = resolve(values.output ?? ARCHIVE_NAME);
writeFileSync(output, zipSite(files));
process.stdout.write(
  `Wrote ${output}: ${files.size} files (${[...files.keys()].filter((f) => f.endsWith(".html")).join(", ")})\n`,
);
