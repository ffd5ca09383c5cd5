import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { bakeryExample } from "./bakery-example";
import { renderSite } from "./render-site";
import { readSavedSite } from "./saved-site";
import { siteConfig } from "./site-config";
import { zipSite } from "./zip-site";

const { config, assets } = bakeryExample();
const text = (files: Map<string, string | Uint8Array>, name: string) => String(files.get(name));

describe("SEO and hosting files", () => {
  const files = renderSite(
    { ...config, seo: { products: { title: "Breads and cakes to order", description: "" } } },
    assets,
    { year: 2030, icons: { png32: new Uint8Array([1]), appleTouch: new Uint8Array([2]) } },
  );

  it("gives every page a canonical address, og:url and a sitemap entry from the site address", () => {
    const sitemap = text(files, "sitemap.xml");
    expect(sitemap).toContain("<loc>https://crumbandco.in/</loc>");
    expect(sitemap).toContain("<loc>https://crumbandco.in/contact.html</loc>");
    expect(text(files, "contact.html")).toContain(
      '<link rel="canonical" href="https://crumbandco.in/contact.html">',
    );
    expect(text(files, "contact.html")).toContain(
      '<meta property="og:url" content="https://crumbandco.in/contact.html">',
    );
    expect(text(files, "robots.txt")).toContain("Sitemap: https://crumbandco.in/sitemap.xml");
    expect(renderSite({}).has("sitemap.xml")).toBe(false);
    expect(text(renderSite({}), "robots.txt")).toBe("User-agent: *\nAllow: /\n");
  });

  it("uses the page's own title when one is set, else one made from the content", () => {
    expect(text(files, "products.html")).toContain("<title>Breads and cakes to order</title>");
    expect(text(files, "blog.html")).toContain("<title>Blog | Crumb &amp; Co.</title>");
  });

  it("shares the hero as the Open Graph image and ships the favicon set", () => {
    expect(text(files, "index.html")).toContain(
      '<meta property="og:image" content="https://crumbandco.in/assets/hero-1600.webp">',
    );
    expect(text(files, "assets/favicon.svg")).toContain(">C</text>");
    expect(files.get("assets/favicon-32.png")).toEqual(new Uint8Array([1]));
    expect(text(files, "index.html")).toContain(
      '<link rel="apple-touch-icon" href="assets/apple-touch-icon.png">',
    );
  });

  it("makes the favicon from an uploaded logo, not the initial", () => {
    const icons = { png32: new Uint8Array([1]), appleTouch: new Uint8Array([2]) };
    const withLogo = renderSite({ ...config, logo: "assets/product-1.jpg" }, assets, { icons });
    const index = text(withLogo, "index.html");
    expect(withLogo.has("assets/favicon.svg")).toBe(false);
    expect(index).not.toContain("favicon.svg");
    expect(index).toContain('<link rel="icon" href="assets/favicon-32.png" sizes="32x32"');
    // Without the PNGs (the builder's preview) the logo itself is the icon.
    expect(
      text(renderSite({ ...config, logo: "assets/product-1.jpg" }, assets), "index.html"),
    ).toContain('<link rel="icon" href="assets/product-1-480.webp" type="image/webp">');
    // A pasted logo address cannot be drawn into icons: the initial stays.
    const pasted = renderSite({ ...config, logo: "https://img.example/logo.png" }, assets, {
      icons,
    });
    expect(text(pasted, "assets/favicon.svg")).toContain(">C</text>");
    expect(text(pasted, "index.html")).toContain('href="assets/favicon.svg"');
  });

  it("explains publishing in README.txt", () => {
    const readme = text(files, "README.txt");
    for (const host of ["Netlify", "GitHub Pages", "Any other host"])
      expect(readme).toContain(host);
  });

  it("describes the business, its products in rupees and its posts as JSON-LD", () => {
    expect(text(files, "index.html")).toContain('"@type":"LocalBusiness"');
    expect(text(files, "index.html")).toContain('"telephone":"+91 98450 12345"');
    expect(text(files, "products.html")).toContain('"price":"1450","priceCurrency":"INR"');
    expect(text(files, "blog.html")).toContain('"@type":"BlogPosting"');
    expect(text(renderSite({ websiteTitle: "</script><b>" }), "index.html")).not.toContain(
      "</script><b>",
    );
  });
});

describe("site.json", () => {
  it("brings back the configuration and the pictures from a downloaded ZIP", () => {
    const archive = new Map(Object.entries(unzipSync(zipSite(renderSite(config, assets)))));
    const saved = readSavedSite(new TextDecoder().decode(archive.get("site.json")), archive);
    expect(saved.config).toEqual(siteConfig.parse(config));
    expect(saved.missing).toEqual([]);
    const hero = saved.assets.find((a) => a.name === "assets/hero.jpg");
    expect(hero?.variants?.map((v) => v.name)).toContain("assets/hero-1600.webp");
    expect(hero?.type).toBe("image/webp");
    // Rendered again from what came back, the site is the same.
    const again = renderSite(saved.config, new Map(saved.assets.map((a) => [a.name, a])));
    expect(again.get("index.html")).toBe(renderSite(config, assets).get("index.html"));
  });

  it("also opens a bare configuration file", () => {
    expect(readSavedSite(JSON.stringify({ websiteTitle: "Crumb" })).config.websiteTitle).toBe(
      "Crumb",
    );
  });
});
