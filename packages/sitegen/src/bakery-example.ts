import type { SiteAsset, SiteConfigInput } from "./site-config";
import { STARTERS } from "./starters";

/**
 * The bakery starter with every field filled and its pictures as web variants: what the
 * tests, the bench and the screenshots render. The image bytes are stand-ins.
 */
export function bakeryExample(): { config: SiteConfigInput; assets: Map<string, SiteAsset> } {
  const base = STARTERS.find((s) => s.id === "bakery")?.config ?? {};
  const assets = new Map<string, SiteAsset>();
  const image = (stem: string) => {
    const name = `assets/${stem}.jpg`;
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    assets.set(name, {
      name,
      type: "image/jpeg",
      bytes,
      width: 2400,
      height: 1600,
      variants: [480, 960, 1600].flatMap((width) =>
        (["image/avif", "image/webp"] as const).map((type) => ({
          name: `assets/${stem}-${width}.${type === "image/avif" ? "avif" : "webp"}`,
          type,
          width,
          height: Math.round((width * 2) / 3),
          bytes,
        })),
      ),
    });
    return name;
  };
  const config: SiteConfigInput = {
    ...base,
    heroMedia: image("hero"),
    logo: "",
    mapUrl: "https://maps.google.com/?q=Crumb+and+Co+Indiranagar",
    social: { instagram: "https://instagram.com/crumbandco" },
    siteUrl: "https://crumbandco.in",
    products: (base.products ?? []).map((p, i) => ({
      ...p,
      img: image(`product-${i + 1}`),
      imgAlt: p.title ?? "",
    })),
    testimonials: (base.testimonials ?? []).map((t, i) => ({
      ...t,
      photo: image(`person-${i + 1}`),
    })),
    blogPosts: (base.blogPosts ?? []).map((b, i) => ({
      ...b,
      image: image(`post-${i + 1}`),
      imageAlt: b.title ?? "",
    })),
    carouselImages: [{ src: image("shop"), alt: "The shop front at dawn" }],
  };
  return { config, assets };
}
