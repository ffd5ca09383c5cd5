import type { TemplateName } from "./site-config";

/** A self-hosted variable font family and the local font it falls back to. */
export interface SiteFont {
  family: string;
  /** The npm package that carries it: `files/<slug>-<subset>-wght-normal.woff2`, per subset. */
  package: string;
  slug: string;
  /**
   * A local font reshaped to take the same room as the web font, so the page does not
   * jump when the web font arrives (values from the fonts' hhea metrics and average
   * glyph widths, as Next.js and Fontaine compute them).
   */
  fallback: { local: string[]; sizeAdjust: number; ascent: number; descent: number };
}

/** One file of a font family: the characters of one subset. */
export interface SiteFontFile {
  family: string;
  /** Its name on a generated site, under assets/fonts/. */
  file: string;
  /**
   * Where its bytes come from, as a module specifier: `<package>/files/<file>`, or
   * `@pixelforge/sitegen/fonts/<file>` for the files made here. Node reads it with
   * `readFontFile` (read-fonts.ts).
   */
  source: string;
  unicodeRange: string;
}

/**
 * The subsets every site ships. latin and latin-ext come from the font package, with the
 * unicode-range of its wght.css (the same for all five families) less the rupee sign
 * (U+20B9), which prices use and which has a file of its own, made from latin-ext by
 * scripts/subset-fonts.mjs: about 1 KB instead of the whole latin-ext file (Inter's is
 * 83 KB) for one glyph. latin-ext still carries letters such as ā and ś. Thanks to the
 * unicode-range a browser fetches latin-ext and rupee only for a page that shows one of
 * their characters, so they must never be preloaded (decision 020).
 */
const SUBSETS = [
  {
    name: "latin",
    from: "package",
    unicodeRange:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    name: "latin-ext",
    from: "package",
    unicodeRange:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20B8,U+20BA-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  { name: "rupee", from: "sitegen", unicodeRange: "U+20B9" },
] as const;

/** The folder of this package that holds the files made by scripts/subset-fonts.mjs. */
const SITEGEN_FONTS = "@pixelforge/sitegen/fonts";

export const fontFiles = (font: SiteFont): SiteFontFile[] =>
  SUBSETS.map((subset) => {
    const file = `${font.slug}-${subset.name}-wght-normal.woff2`;
    return {
      family: font.family,
      file,
      source:
        subset.from === "package" ? `${font.package}/files/${file}` : `${SITEGEN_FONTS}/${file}`,
      unicodeRange: subset.unicodeRange,
    };
  });

const fonts = {
  spaceGrotesk: {
    family: "Space Grotesk",
    package: "@fontsource-variable/space-grotesk",
    slug: "space-grotesk",
    fallback: { local: ["Arial", "Helvetica"], sizeAdjust: 104.5, ascent: 94.2, descent: 27.9 },
  },
  inter: {
    family: "Inter",
    package: "@fontsource-variable/inter",
    slug: "inter",
    fallback: { local: ["Arial", "Helvetica"], sizeAdjust: 107.4, ascent: 90.2, descent: 22.5 },
  },
  fraunces: {
    family: "Fraunces",
    package: "@fontsource-variable/fraunces",
    slug: "fraunces",
    fallback: {
      local: ["Georgia", "Times New Roman"],
      sizeAdjust: 104.1,
      ascent: 94.0,
      descent: 24.5,
    },
  },
  nunito: {
    family: "Nunito",
    package: "@fontsource-variable/nunito",
    slug: "nunito",
    fallback: { local: ["Arial", "Helvetica"], sizeAdjust: 100.3, ascent: 100.8, descent: 35.2 },
  },
  dmSans: {
    family: "DM Sans",
    package: "@fontsource-variable/dm-sans",
    slug: "dm-sans",
    fallback: { local: ["Arial", "Helvetica"], sizeAdjust: 101.9, ascent: 97.3, descent: 30.4 },
  },
} satisfies Record<string, SiteFont>;

/** The colours a template uses in one mode. */
export interface Palette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
}

export interface SiteTemplate {
  name: TemplateName;
  label: string;
  description: string;
  display: SiteFont;
  body: SiteFont;
  dark: Palette;
  light: Palette;
  /** Corner radius of cards and of buttons. */
  radius: string;
  buttonRadius: string;
}

export const SITE_TEMPLATES: Record<TemplateName, SiteTemplate> = {
  bold: {
    name: "bold",
    label: "Bold",
    description: "Modern and confident: big grotesque headings, pill buttons.",
    display: fonts.spaceGrotesk,
    body: fonts.inter,
    dark: {
      bg: "#0B1120",
      surface: "#131C31",
      text: "#E8ECF4",
      muted: "#A7B1C6",
      border: "#26324A",
    },
    light: {
      bg: "#FFFFFF",
      surface: "#F3F5FA",
      text: "#0F172A",
      muted: "#475569",
      border: "#DCE2EC",
    },
    radius: "18px",
    buttonRadius: "999px",
  },
  warm: {
    name: "warm",
    label: "Warm",
    description: "For food and retail: a soft serif, cream and espresso tones.",
    display: fonts.fraunces,
    body: fonts.nunito,
    dark: {
      bg: "#1B1411",
      surface: "#261C17",
      text: "#F6EDE3",
      muted: "#CDBBA9",
      border: "#3E2F26",
    },
    light: {
      bg: "#FBF6EF",
      surface: "#F2E8DA",
      text: "#2A1C14",
      muted: "#6A5444",
      border: "#E2D3C0",
    },
    radius: "20px",
    buttonRadius: "14px",
  },
  minimal: {
    name: "minimal",
    label: "Minimal",
    description: "Light and quiet: plenty of space, thin lines, one clean typeface.",
    display: fonts.dmSans,
    body: fonts.dmSans,
    dark: {
      bg: "#111113",
      surface: "#18181B",
      text: "#F4F4F5",
      muted: "#A1A1AA",
      border: "#2E2E33",
    },
    light: {
      bg: "#FFFFFF",
      surface: "#F7F7F5",
      text: "#18181B",
      muted: "#57575E",
      border: "#E4E4E7",
    },
    radius: "8px",
    buttonRadius: "8px",
  },
};

/** The font families a template's site uses: display and body, once if they are the same. */
export function templateFamilies(name: TemplateName): SiteFont[] {
  const { display, body } = SITE_TEMPLATES[name];
  return display.slug === body.slug ? [display] : [display, body];
}

/** The font files a template's site needs, to be shipped under assets/fonts/. */
export const templateFonts = (name: TemplateName): SiteFontFile[] =>
  templateFamilies(name).flatMap(fontFiles);

export const fontPath = (font: SiteFontFile) => `assets/fonts/${font.file}`;

/** @font-face rules for each file of the web font (`assets/fonts.css`). */
export function webFontFaceCss(font: SiteFont): string {
  return fontFiles(font)
    .map(
      ({ file, unicodeRange }) =>
        `@font-face{font-family:"${font.family}";src:url("fonts/${file}") format("woff2");font-weight:300 800;font-style:normal;font-display:swap;unicode-range:${unicodeRange}}`,
    )
    .join("\n");
}

/** The metric-matched local fallback of a web font (in `assets/site.css`): text keeps its place when the font arrives. */
export function fallbackFaceCss(font: SiteFont): string {
  const { local, sizeAdjust, ascent, descent } = font.fallback;
  return `@font-face{font-family:"${font.family} Fallback";src:${local.map((l) => `local("${l}")`).join(",")};size-adjust:${sizeAdjust}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%}`;
}

export const fontStack = (font: SiteFont, generic: "sans-serif" | "serif") =>
  `"${font.family}","${font.family} Fallback",${generic}`;
