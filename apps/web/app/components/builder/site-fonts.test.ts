import { TEMPLATES } from "@pixelforge/sitegen/site-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fontUrl, loadTemplateFonts } from "./site-fonts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUBSETS = ["latin", "latin-ext", "rupee"];

describe("site fonts in the builder", () => {
  it("serves the latin, latin-ext and rupee file of every template font", () => {
    for (const slug of ["space-grotesk", "inter", "fraunces", "nunito", "dm-sans"]) {
      for (const subset of SUBSETS) {
        const file = `${slug}-${subset}-wght-normal.woff2`;
        expect(fontUrl(file)).toMatch(new RegExp(`${file.replaceAll(".", "\\.")}$`));
      }
    }
  });

  it("fetches the three files of each of a template's fonts for the ZIP, from this app", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array([1, 2, 3]));
    });
    for (const template of TEMPLATES) {
      const files = [...(await loadTemplateFonts(template)).keys()];
      const fonts = new Set(
        files.map((file) => file.replace(/-(latin|latin-ext|rupee)-wght-normal\.woff2$/, "")),
      );
      expect(files.sort()).toEqual(
        [...fonts]
          .flatMap((font) => SUBSETS.map((subset) => `${font}-${subset}-wght-normal.woff2`))
          .sort(),
      );
    }
    expect(fetched).toHaveLength(15);
    for (const url of fetched) expect(url).toMatch(/-(latin|latin-ext|rupee)-wght-normal\.woff2$/);
  });
});
