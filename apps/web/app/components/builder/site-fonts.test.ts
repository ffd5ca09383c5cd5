import { TEMPLATES } from "@pixelforge/sitegen/site-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fontUrl, loadTemplateFonts } from "./site-fonts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("site fonts in the builder", () => {
  it("serves the latin and latin-ext file of every template font", () => {
    for (const slug of ["space-grotesk", "inter", "fraunces", "nunito", "dm-sans"]) {
      for (const subset of ["latin", "latin-ext"]) {
        const file = `${slug}-${subset}-wght-normal.woff2`;
        expect(fontUrl(file)).toMatch(new RegExp(`${file.replaceAll(".", "\\.")}$`));
      }
    }
  });

  it("fetches both files of each of a template's fonts for the ZIP, from this app", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array([1, 2, 3]));
    });
    for (const template of TEMPLATES) {
      const files = [...(await loadTemplateFonts(template)).keys()];
      const fonts = new Set(
        files.map((file) => file.replace(/-latin(-ext)?-wght-normal\.woff2$/, "")),
      );
      expect(files.sort()).toEqual(
        [...fonts]
          .flatMap((font) => [
            `${font}-latin-ext-wght-normal.woff2`,
            `${font}-latin-wght-normal.woff2`,
          ])
          .sort(),
      );
    }
    expect(fetched).toHaveLength(10);
    for (const url of fetched) expect(url).toMatch(/-latin(-ext)?-wght-normal\.woff2$/);
  });
});
