import fc from "fast-check";
import { strFromU8, unzipSync } from "fflate";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { safeUrl } from "./escape";
import { renderSite } from "./render-site";
import { normalizeSectionOrder, type SiteConfigInput } from "./site-config";
import { zipSite } from "./zip-site";

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

const full: SiteConfigInput = {
  websiteTitle: "Chai & Co.",
  heroTitle: "Tea worth the trip",
  heroSubtitle: "Single-estate teas from Assam and Darjeeling.",
  aboutText: "We started in 2019.\n\nNow we ship across India.",
  faqText: "Do you ship abroad?\nNot yet, only within India.\n\nWe answer within a day.",
  contactEmail: "hello@chai.example",
  color: "#16A34A",
  heroMedia: "assets/hero.png",
  enableDarkMode: false,
  sectionOrder: ["Blog", "Products", "Gallery", "Testimonials"],
  carouselImages: ["assets/hero.png", "https://images.example.com/estate.jpg"],
  products: [
    { title: "Masala Chai", desc: "Spiced black tea", price: "249", img: "assets/hero.png" },
  ],
  testimonials: [{ quote: "Best chai ever", name: "Ravi", role: "Regular", photo: "" }],
  blogPosts: [{ title: "Brewing guide", summary: "Three minutes, not five.", image: "" }],
};
const assets = new Map([
  ["assets/hero.png", { name: "assets/hero.png", type: "image/png", bytes: png }],
]);
const text = (files: Map<string, string | Uint8Array>, name: string) => String(files.get(name));

describe("renderSite", () => {
  const files = renderSite(full, assets, { year: 2031 });

  it("produces the six pages, the stylesheets, the script and the used assets", () => {
    expect([...files.keys()].sort()).toEqual(
      [
        "README.txt",
        "about.html",
        "assets/favicon.svg",
        "assets/fonts.css",
        "assets/hero.png",
        "assets/site.css",
        "assets/site.js",
        "blog.html",
        "contact.html",
        "index.html",
        "products.html",
        "robots.txt",
        "site.json",
        "testimonials.html",
      ].sort(),
    );
  });

  it("puts the home sections in the chosen order, then about and FAQ", () => {
    const html = text(files, "index.html");
    const positions = [
      "blog-title",
      "products-title",
      "gallery-title",
      "testimonials-title",
      "about-title",
      "faq-title",
    ].map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("<summary>Do you ship abroad?</summary>");
  });

  it("shows prices with the rupee sign", () => {
    expect(text(files, "products.html")).toContain('<p class="price">₹249</p>');
    expect(
      renderSite({ products: [{ title: "x", price: "Rs. 99" }] }).get("products.html"),
    ).toContain("₹99");
  });

  it("writes the year and site name in every footer, with title, description, lang and nav", () => {
    for (const page of [
      "index.html",
      "products.html",
      "testimonials.html",
      "blog.html",
      "contact.html",
      "about.html",
    ]) {
      const html = text(files, page);
      expect(html).toContain("&copy; 2031 Chai &amp; Co.");
      expect(html).toMatch(/<html lang="en" class="theme-light">/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toContain('<main id="main">');
      expect(html).toContain(`href="${page}" aria-current="page"`);
    }
    expect(renderSite({}).get("index.html")).toContain(
      `&copy; ${new Date().getFullYear()} My Website`,
    );
  });

  it("uses the accent colour and the chosen theme", () => {
    expect(text(files, "assets/site.css")).toContain("--accent:#16A34A");
    expect(renderSite({}).get("index.html")).toContain('class="theme-dark"');
    expect(renderSite({}).get("assets/site.css")).toContain("--accent:#06B6D4");
  });

  it("makes the contact form post plain text to the mailto address", () => {
    expect(text(files, "contact.html")).toContain(
      '<form class="contact" action="mailto:hello@chai.example" method="post" enctype="text/plain">',
    );
  });

  it("plays a video hero when the address ends in .mp4 or the file is a video", () => {
    expect(
      renderSite({ heroMedia: "https://cdn.example.com/intro.mp4" }).get("index.html"),
    ).toMatch(/<video class="hero-media" src="https:\/\/cdn\.example\.com\/intro\.mp4"/);
    const video = new Map([
      ["assets/clip.webm", { name: "assets/clip.webm", type: "video/webm", bytes: png }],
    ]);
    expect(renderSite({ heroMedia: "assets/clip.webm" }, video).get("index.html")).toContain(
      "<video",
    );
    expect(text(files, "index.html")).toMatch(/<img class="hero-media" src="assets\/hero\.png"/);
  });

  it("reveals content with a 1000 ms animation that respects reduced motion", () => {
    const css = text(files, "assets/site.css");
    expect(css).toContain("transition:opacity 1000ms ease");
    expect(css).toContain("@media (prefers-reduced-motion:reduce)");
    expect(text(files, "assets/site.js")).toContain("prefers-reduced-motion: reduce");
  });

  it("passes html-validate on every page", async () => {
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended"],
      rules: { "no-trailing-whitespace": "off" },
    });
    for (const [name, content] of files) {
      if (!name.endsWith(".html")) continue;
      const report = await validator.validateString(String(content), name);
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${name}: ${m.ruleId} ${m.message}`)),
      ).toEqual([]);
    }
    const empty = renderSite({});
    for (const [name, content] of empty) {
      if (!name.endsWith(".html")) continue;
      expect((await validator.validateString(String(content), name)).valid).toBe(true);
    }
  });
});

describe("normalizeSectionOrder", () => {
  const start = ["Gallery", "Products", "Testimonials", "Blog"] as const;
  it("puts the choice in its slot and appends the section it displaced", () => {
    expect(normalizeSectionOrder(start, 0, "Blog")).toEqual([
      "Blog",
      "Products",
      "Testimonials",
      "Gallery",
    ]);
    expect(normalizeSectionOrder(start, 2, "Products")).toEqual([
      "Gallery",
      "Blog",
      "Products",
      "Testimonials",
    ]);
    expect(normalizeSectionOrder(start, 3, "Gallery")).toEqual([
      "Products",
      "Testimonials",
      "Blog",
      "Gallery",
    ]);
  });
  it("always keeps all four sections exactly once, with the choice in its slot", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...start], { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...start),
        (order, slot, value) => {
          const result = normalizeSectionOrder(order, slot, value);
          expect([...result].sort()).toEqual([...start].sort());
          expect(result[slot]).toBe(value);
        },
      ),
    );
  });

  it("repairs any input into the four sections", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Gallery", "Products", "Testimonials", "Blog", "Nope"), {
          maxLength: 6,
        }),
        fc.integer({ min: -1, max: 5 }),
        fc.constantFrom(...start),
        (order, slot, value) => {
          expect([...normalizeSectionOrder(order, slot, value)].sort()).toEqual([...start].sort());
        },
      ),
    );
  });
});

describe("zipSite", () => {
  it("round-trips through unzip, storing images as they are", () => {
    const files = renderSite(full, assets, { year: 2031 });
    const unzipped = unzipSync(zipSite(files));
    expect(Object.keys(unzipped).sort()).toEqual([...files.keys()].sort());
    expect(strFromU8(unzipped["index.html"]!)).toBe(files.get("index.html"));
    expect(unzipped["assets/hero.png"]).toEqual(png);
  });
});

describe("user values never become markup", () => {
  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom(
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "'><svg onload=alert(1)>",
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x.png",
      "assets/../../etc/passwd",
      "</textarea><script>x</script>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile input on purpose
      "`${alert(1)}`",
    ),
  );
  const tagsOf = (html: string) =>
    [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*)?>/g)].map((m) => m[0]);
  const baseline = renderSite(
    {
      aboutText: "a\nb",
      faqText: "q?\na\nb",
      products: [{ title: "p", img: "https://a.example/p.png" }],
      testimonials: [{ quote: "q", name: "n", role: "r", photo: "https://a.example/t.png" }],
      blogPosts: [{ title: "t", image: "https://a.example/b.png" }],
      carouselImages: ["https://a.example/x.png"],
      contactEmail: "a@b.co",
      heroMedia: "https://a.example/h.png",
    },
    new Map(),
    { year: 2030 },
  );
  const baselineTags = (name: string) =>
    new Set(tagsOf(String(baseline.get(name))).map((t) => t.split(/[\s>]/)[0]));

  it("injects no element or attribute into any page", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, hostile, hostile, (a, b, c, d, e, f) => {
        const files = renderSite(
          {
            websiteTitle: a.slice(0, 100),
            heroTitle: b.slice(0, 200),
            heroSubtitle: c.slice(0, 500),
            aboutText: d,
            faqText: `${e}?\n${f}`,
            heroMedia: f,
            carouselImages: [a, "https://a.example/x.png"],
            products: [{ title: b.slice(0, 120), desc: c, price: d.slice(0, 40), img: e }],
            testimonials: [
              { quote: f || "q", name: a.slice(0, 120), role: b.slice(0, 120), photo: c },
            ],
            blogPosts: [{ title: d.slice(0, 160) || "t", summary: e, image: f }],
          },
          new Map(),
          { year: 2030 },
        );
        for (const [name, content] of files) {
          if (!name.endsWith(".html")) continue;
          const html = String(content);
          const allowed = baselineTags(name);
          for (const tag of tagsOf(html)) {
            expect(allowed.has(tag.split(/[\s>]/)[0] ?? ""), `${name}: ${tag}`).toBe(true);
            // Quoted values are escaped, so stripping them leaves only real attributes.
            expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+=/i);
          }
          for (const url of html.matchAll(/\s(?:src|href|action)="([^"]*)"/g)) {
            const value = (url[1] ?? "").replaceAll("&amp;", "&");
            expect(value, `${name}: ${url[0]}`).toMatch(
              /^(https?:\/\/|assets\/[A-Za-z0-9._-]+$|data:(image|video)\/|mailto:|#main$|data:,$|[a-z]+\.html$)/,
            );
            expect(value).not.toMatch(/\.\./);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it("allows only http(s), data:image and assets/ addresses", () => {
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("//evil.example/a.png")).toBe("");
    expect(safeUrl("assets/../secret")).toBe("");
    expect(safeUrl("data:text/html;base64,PHNjcmlwdD4=")).toBe("");
    expect(safeUrl("https://a.example/x.png?q=1")).toBe("https://a.example/x.png?q=1");
    expect(safeUrl("data:image/png;base64,iVBORw0KGgo=")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(safeUrl("assets/photo-1.jpg")).toBe("assets/photo-1.jpg");
  });
});
