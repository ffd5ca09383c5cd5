import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { unzipSync } from "fflate";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { bakeryExample } from "./bakery-example";
import { contrastRatio, readableAccent, textOn } from "./colour";
import { FONTS_NOSCRIPT, JS_CLASS_SCRIPT } from "./layout";
import { readTemplateFonts } from "./read-fonts";
import { renderSite } from "./render-site";
import { TEMPLATES } from "./site-config";
import { fontFiles, type SiteFont, templateFamilies, templateFonts } from "./templates";
import { zipSite } from "./zip-site";

const require = createRequire(import.meta.url);
const { config, assets } = bakeryExample();
const pages = [
  "index.html",
  "products.html",
  "testimonials.html",
  "blog.html",
  "contact.html",
  "about.html",
];
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-trailing-whitespace": "off" },
});

describe("templates", () => {
  for (const template of TEMPLATES) {
    for (const enableDarkMode of [true, false]) {
      it(`${template} ${enableDarkMode ? "dark" : "light"}: six valid pages with its fonts shipped`, async () => {
        const fonts = new Map(templateFonts(template).map((f) => [f.file, new Uint8Array([1])]));
        const files = renderSite({ ...config, template, enableDarkMode }, assets, {
          fonts,
          year: 2030,
        });
        for (const name of pages) {
          const report = await validator.validateString(String(files.get(name)), name);
          expect(
            report.results.flatMap((r) =>
              r.messages.map((m) => `${name}: ${m.ruleId} ${m.message}`),
            ),
          ).toEqual([]);
        }
        const css = String(files.get("assets/site.css"));
        const fontsCss = String(files.get("assets/fonts.css"));
        for (const font of templateFonts(template)) {
          expect(files.has(`assets/fonts/${font.file}`)).toBe(true);
          expect(fontsCss).toContain(`url("fonts/${font.file}") format("woff2")`);
          expect(css).toContain(`font-family:"${font.family} Fallback"`);
        }
        // The web fonts come after the first paint; the page's own stylesheet names none.
        expect(css).not.toContain("woff2");
        expect(fontsCss).toContain("font-display:swap");
        expect(css).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
      });
    }
  }

  it("differ in their fonts", () => {
    const families = TEMPLATES.map((t) =>
      templateFonts(t)
        .map((f) => f.family)
        .join("+"),
    );
    expect(new Set(families).size).toBe(3);
    expect(templateFonts("warm")[0]?.family).toBe("Fraunces");
  });
});

/** The @font-face rules of a stylesheet, each as its descriptors (`src`, `unicode-range`…). */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) =>
    Object.fromEntries(
      (m[1] ?? "")
        .split(";")
        .map((d) => d.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name]) => name),
    ),
  );
}

/** The ranges of a unicode-range such as `U+0100-02BA,U+20AD-20C0`, as [from, to]. */
const ranges = (unicodeRange: string) =>
  unicodeRange.split(",").map((range) => {
    const [from = "", to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });

const covers = (unicodeRange: string, codePoint: number) =>
  ranges(unicodeRange).some(([from, to]) => from <= codePoint && codePoint <= to);

/** Every code point a unicode-range includes, in order. */
const codePoints = (unicodeRange: string) =>
  [
    ...new Set(
      ranges(unicodeRange).flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, i) => from + i),
      ),
    ),
  ].sort((a, b) => a - b);

const [LETTER_A, A_MACRON, S_ACUTE, RUPEE] = [0x41, 0x101, 0x15b, 0x20b9];
const SUBSET_FILE =
  /^url\("fonts\/[a-z-]+-(latin|latin-ext|rupee)-wght-normal\.woff2"\) format\("woff2"\)$/;
const packageFile = (font: SiteFont, file: string) =>
  new Uint8Array(readFileSync(require.resolve(`${font.package}/files/${file}`)));
const ownFile = (file: string) =>
  new Uint8Array(readFileSync(new URL(`../fonts/${file}`, import.meta.url)));

describe("template fonts", () => {
  for (const template of TEMPLATES) {
    const files = renderSite({ ...config, template }, assets, {
      fonts: readTemplateFonts(template),
      year: 2030,
    });

    it(`${template}: draws the rupee sign from a file of its own, fetched only when a page needs it`, () => {
      const faces = fontFaces(String(files.get("assets/fonts.css")));
      for (const font of templateFamilies(template)) {
        const own = faces.filter((f) => f["font-family"] === `"${font.family}"`);
        expect(own.map((f) => f.src?.match(SUBSET_FILE)?.[1])).toEqual([
          "latin",
          "latin-ext",
          "rupee",
        ]);
        for (const face of own) expect(face["font-display"]).toBe("swap");
        const [latin = "", latinExt = "", rupee = ""] = own.map((f) => f["unicode-range"] ?? "");
        expect(covers(latin, LETTER_A)).toBe(true);
        expect(covers(latin, RUPEE)).toBe(false);
        expect(covers(latinExt, RUPEE)).toBe(false);
        expect(covers(latinExt, S_ACUTE)).toBe(true);
        expect(covers(latinExt, A_MACRON)).toBe(true);
        expect(rupee).toBe("U+20B9");
      }
      for (const [name, content] of files)
        if (name.endsWith(".html")) expect(String(content)).not.toMatch(/latin-ext|rupee/);
    });

    it(`${template}: the ZIP carries the latin, latin-ext and rupee file of each font (prices need ₹)`, () => {
      expect(String(files.get("products.html"))).toContain('<p class="price">₹');
      const zipped = unzipSync(zipSite(files));
      for (const font of templateFamilies(template)) {
        const file = `${font.slug}-rupee-wght-normal.woff2`;
        expect(zipped[`assets/fonts/${file}`]).toEqual(ownFile(file));
        for (const subset of ["latin", "latin-ext"]) {
          const file = `${font.slug}-${subset}-wght-normal.woff2`;
          expect(zipped[`assets/fonts/${file}`]).toEqual(packageFile(font, file));
        }
      }
    });

    it(`${template}: uses the unicode-range each font package declares, less ₹ in latin-ext`, () => {
      const css = String(files.get("assets/fonts.css"));
      for (const family of templateFamilies(template)) {
        const packageCss = readFileSync(require.resolve(`${family.package}/wght.css`), "utf8");
        for (const font of fontFiles(family).filter((f) => !f.file.includes("-rupee-"))) {
          const declared = fontFaces(packageCss).find((f) =>
            f.src?.startsWith(`url(./files/${font.file})`),
          )?.["unicode-range"];
          expect(declared).toBeTruthy();
          expect(codePoints(font.unicodeRange)).toEqual(
            codePoints(declared ?? "").filter((cp) => cp !== RUPEE),
          );
          expect(css).toContain(
            `src:url("fonts/${font.file}") format("woff2");font-weight:300 800;font-style:normal;font-display:swap;unicode-range:${font.unicodeRange}}`,
          );
        }
      }
    });
  }
});

describe("the generated layout", () => {
  const files = renderSite(config, assets, { year: 2030 });
  const index = String(files.get("index.html"));

  it("has a menu button for phones that controls the navigation", () => {
    expect(index).toContain(
      '<button class="menu-toggle" type="button" aria-expanded="false" aria-controls="site-nav">',
    );
    expect(index).toContain('<nav class="nav" id="site-nav"');
    expect(String(files.get("assets/site.js"))).toContain('toggle.setAttribute("aria-expanded"');
  });

  it("collapses the phone menu before the first paint and asks for the fonts once loaded and idle", () => {
    const head = index.slice(0, index.indexOf("</head>"));
    // The class that collapses the menu is set before the stylesheet applies.
    expect(head.indexOf(JS_CLASS_SCRIPT)).toBeGreaterThan(-1);
    expect(head.indexOf(JS_CLASS_SCRIPT)).toBeLessThan(head.indexOf("assets/site.css"));
    // No font is named until the page has loaded and painted; without scripts a <noscript>
    // link asks.
    expect(head).toContain('<noscript><link rel="stylesheet" href="assets/fonts.css"></noscript>');
    expect(head).toContain(FONTS_NOSCRIPT);
    const js = String(files.get("assets/site.js"));
    expect(js).toContain('window.addEventListener("load", addFontsWhenIdle)');
    expect(js).toContain("requestIdleCallback(addFonts, { timeout: 1000 })");
    // Not at the first paint: Chromium reports it before the first screen's text and
    // pictures are painted, and the fonts then shared the link with them.
    expect(js).not.toContain('type: "paint"');
    expect(js).toContain('link.href = "assets/fonts.css"');
  });

  it("leaves the home page's sections below the first screen unrendered until they come near", () => {
    // Only sections after the hero and the one below it: one that is on the first screen
    // would paint at its estimated height first, and move what follows.
    expect(String(files.get("assets/site.css"))).toContain(
      ".hero~.section~.section{content-visibility:auto",
    );
    expect(index).toMatch(/<section class="hero[^"]*"[^>]*>[\s\S]*<section class="section"/);
  });

  it("sizes grids by how many items they hold", () => {
    expect(String(files.get("testimonials.html"))).toContain('<ul class="grid" data-count="2">');
    expect(String(files.get("products.html"))).toContain('<ul class="grid" data-count="3">');
    expect(String(files.get("assets/site.css"))).toContain('.grid[data-count="2"]');
  });

  it("uses the page's font in buttons and inputs", () => {
    expect(String(files.get("assets/site.css"))).toContain(
      "button,input,textarea,select{font:inherit",
    );
  });

  it("ships web variants in <picture> with srcset, sizes, width and height, not the original", () => {
    expect(index).toMatch(
      /<picture><source type="image\/avif" srcset="assets\/hero-480\.avif 480w, assets\/hero-960\.avif 960w, assets\/hero-1600\.avif 1600w" sizes="100vw">/,
    );
    expect(index).toMatch(
      /<img class="hero-media" src="assets\/hero-1600\.webp" alt="" fetchpriority="high" decoding="async" width="1600" height="1067">/,
    );
    expect(files.has("assets/hero-960.webp")).toBe(true);
    expect(files.has("assets/hero.jpg")).toBe(false);
    expect(renderSite(config, assets, { keepOriginals: true }).has("assets/hero.jpg")).toBe(true);
  });

  it("hides pictures that fail to load instead of showing a broken icon", () => {
    expect(String(files.get("assets/site.js"))).toContain('document.addEventListener("error"');
    expect(String(files.get("assets/site.css"))).toContain(".media-missing{visibility:hidden}");
  });
});

describe("accent colours", () => {
  it("put readable text on the accent and keep accent text readable", () => {
    for (const accent of ["#06B6D4", "#FDE047", "#1E3A8A", "#B45309"]) {
      expect(contrastRatio(accent, textOn(accent))).toBeGreaterThanOrEqual(4.5);
      for (const bg of ["#FFFFFF", "#0B1120", "#FBF6EF"])
        expect(contrastRatio(readableAccent(accent, [bg]), bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableAccent("#1E3A8A", ["#FFFFFF"])).toBe("#1E3A8A");
  });
});
