import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../bin/sitegen.mjs", import.meta.url));
const run = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
};

describe("sitegen CLI", () => {
  it("writes a ZIP with the six pages and the local images it names", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitegen-"));
    const image = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await writeFile(join(dir, "shop front.jpg"), image);
    await writeFile(
      join(dir, "site.json"),
      JSON.stringify({
        websiteTitle: "Corner Shop",
        heroMedia: "./shop front.jpg",
        products: [{ title: "Bread", price: "40", img: "shop front.jpg" }],
      }),
    );
    const out = join(dir, "out.zip");
    const result = await run(join(dir, "site.json"), "-o", out);
    expect(result.code).toBe(0);
    const files = unzipSync(new Uint8Array(await readFile(out)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "index.html",
        "products.html",
        "testimonials.html",
        "blog.html",
        "contact.html",
        "about.html",
        "assets/shop-front.jpg",
      ]),
    );
    expect(files["assets/shop-front.jpg"]).toEqual(image);
    expect(new TextDecoder().decode(files["products.html"])).toContain(
      'src="assets/shop-front.jpg"',
    );
  }, 30_000);

  it("makes WebP and AVIF at three widths of a local photo, ships fonts and the new fields", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitegen-"));
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#c08040" },
    })
      .jpeg()
      .toBuffer();
    await writeFile(join(dir, "cake.jpg"), photo);
    await writeFile(
      join(dir, "site.json"),
      JSON.stringify({
        websiteTitle: "Crumb & Co.",
        template: "warm",
        phone: "+91 98450 12345",
        whatsapp: "9845012345",
        address: "12, 100 Feet Road, Bengaluru",
        products: [
          {
            title: "Cake",
            price: "1,450",
            img: "cake.jpg",
            imgAlt: "A chocolate cake",
            order: "whatsapp",
          },
        ],
      }),
    );
    const out = join(dir, "out.zip");
    expect((await run(join(dir, "site.json"), "-o", out)).code).toBe(0);
    const files = unzipSync(new Uint8Array(await readFile(out)));
    for (const width of [480, 960, 1600]) {
      expect(Object.keys(files)).toContain(`assets/cake-${width}.webp`);
      expect(Object.keys(files)).toContain(`assets/cake-${width}.avif`);
    }
    expect(Object.keys(files)).not.toContain("assets/cake.jpg");
    for (const font of ["fraunces", "nunito"]) {
      expect(Object.keys(files)).toContain(`assets/fonts/${font}-latin-wght-normal.woff2`);
      expect(Object.keys(files)).toContain(`assets/fonts/${font}-latin-ext-wght-normal.woff2`);
      const rupee = `${font}-rupee-wght-normal.woff2`;
      expect(files[`assets/fonts/${rupee}`]).toEqual(
        new Uint8Array(await readFile(new URL(`../fonts/${rupee}`, import.meta.url))),
      );
    }
    const products = strFromU8(files["products.html"] ?? new Uint8Array());
    expect(products).toContain(
      'srcset="assets/cake-480.webp 480w, assets/cake-960.webp 960w, assets/cake-1600.webp 1600w"',
    );
    expect(products).toContain('alt="A chocolate cake"');
    expect(products).toContain("https://wa.me/919845012345?text=");
    expect(products).toContain('"priceCurrency":"INR"');
  }, 60_000);

  it("names the field and the reason for an invalid configuration", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitegen-"));
    await writeFile(
      join(dir, "bad.json"),
      JSON.stringify({
        color: "red",
        contactEmail: "nope",
        sectionOrder: ["Blog"],
        products: [{ img: "missing.png" }],
      }),
    );
    const result = await run(join(dir, "bad.json"));
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/color: must be a colour like #06B6D4/);
    expect(result.out).toMatch(/contactEmail: /);
    expect(result.out).toMatch(/sectionOrder: must list the four sections/);
    await writeFile(
      join(dir, "missing.json"),
      JSON.stringify({ products: [{ img: "missing.png" }] }),
    );
    expect((await run(join(dir, "missing.json"))).out).toMatch(
      /products\.0\.img: file not found: missing\.png/,
    );
  }, 30_000);
});
