import { describe, expect, it } from "vitest";
import { bakeryExample } from "./bakery-example";
import { renderSite } from "./render-site";
import { siteConfig } from "./site-config";

const { config, assets } = bakeryExample();
const logo = "assets/product-1.jpg";
const imgAlts = (html: string) => [...html.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((m) => m[1]);

describe("alt text", () => {
  it("uses the words written for the logo and the testimonial photos", () => {
    const files = renderSite(
      {
        ...config,
        logo,
        logoAlt: "Crumb & Co. wheat-sheaf logo",
        testimonials: [
          {
            quote: "Best bread in town",
            name: "Asha",
            photo: logo,
            photoAlt: "Asha at the counter",
          },
        ],
      },
      assets,
    );
    expect(String(files.get("index.html"))).toContain('alt="Crumb &amp; Co. wheat-sheaf logo"');
    expect(imgAlts(String(files.get("testimonials.html")))).toContain("Asha at the counter");
  });

  it('gives decorative images alt="", also inside <picture>', () => {
    const files = renderSite(
      {
        ...config,
        heroAlt: "Loaves on a shelf",
        heroDecorative: true,
        logo,
        logoAlt: "Logo",
        logoDecorative: true,
        carouselImages: [{ src: "assets/shop.jpg", alt: "The shop", decorative: true }],
        products: [{ title: "Cake", img: logo, imgAlt: "A cake", imgDecorative: true }],
        testimonials: [{ quote: "Lovely", name: "Ravi", photo: logo, photoDecorative: true }],
        blogPosts: [{ title: "News", image: logo, imageAlt: "A loaf", imageDecorative: true }],
      },
      assets,
    );
    for (const page of ["index.html", "products.html", "testimonials.html", "blog.html"]) {
      const html = String(files.get(page));
      expect(html, page).toMatch(/<picture>.*<img[^>]*\salt=""/);
      expect(
        imgAlts(html).every((alt) => alt === ""),
        page,
      ).toBe(true);
    }
  });

  it("still opens configurations saved before these fields existed", () => {
    const old = siteConfig.parse({
      logo,
      carouselImages: ["https://img.example/a.jpg"],
      testimonials: [{ quote: "q", name: "n", role: "r", photo: logo }],
    });
    expect(old.logoAlt).toBe("");
    expect(old.logoDecorative).toBe(false);
    expect(old.carouselImages[0]).toEqual({
      src: "https://img.example/a.jpg",
      alt: "",
      decorative: false,
    });
    expect(old.testimonials[0]).toMatchObject({ photoAlt: "", photoDecorative: false });
    expect(imgAlts(String(renderSite({ ...old }, assets).get("testimonials.html")))).toContain(
      "Photo of n",
    );
  });
});
