import {
  type BlogPost,
  type GalleryImage,
  ORDER_METHODS,
  type Product,
  type SiteConfig,
  type Testimonial,
} from "@pixelforge/sitegen/site-config";
import type { ReactNode } from "react";
import { ListEditor } from "./list-editor";
import type { AltField } from "./media-input";
import type { SiteErrors } from "./site-errors";
import { TextField } from "./text-field";
import type { ConfigUpdate } from "./use-builder-draft";

const blankProduct = (): Product => ({
  title: "",
  desc: "",
  price: "",
  img: "",
  imgAlt: "",
  imgDecorative: false,
  order: "none",
  orderUrl: "",
});
const blankTestimonial = (): Testimonial => ({
  quote: "",
  name: "",
  role: "",
  photo: "",
  photoAlt: "",
  photoDecorative: false,
});
const blankPost = (): BlogPost => ({
  title: "",
  summary: "",
  image: "",
  imageAlt: "",
  imageDecorative: false,
});
const blankImage = (): GalleryImage => ({ src: "", alt: "", decorative: false });

const ORDER_LABELS: Record<(typeof ORDER_METHODS)[number], string> = {
  none: "No order button",
  whatsapp: "Order on WhatsApp",
  email: "Order by e-mail",
  link: "Order on a web page",
};

export type MediaField = (
  path: string,
  label: string,
  value: string,
  set: (value: string) => void,
  alt: AltField,
) => ReactNode;

/** The four list editors of spec §2.16: gallery, products, testimonials, blog posts. */
export function ListFields({
  config,
  update,
  errors,
  media,
}: {
  config: SiteConfig;
  update: ConfigUpdate;
  errors: SiteErrors;
  media: MediaField;
}) {
  const text = (
    path: string,
    label: string,
    value: string,
    set: (v: string) => void,
    max: number,
    multiline = false,
  ) => (
    <TextField
      path={path}
      label={label}
      value={value}
      onChange={set}
      errors={errors}
      max={max}
      multiline={multiline}
    />
  );
  return (
    <>
      <ListEditor
        title="Carousel Images"
        itemName="Image"
        items={config.carouselImages}
        onChange={(items) => update("carouselImages", items)}
        blank={blankImage}
        renderItem={(image, set, i) =>
          media(
            `carouselImages.${i}.src`,
            `Carousel image ${i + 1}`,
            image.src,
            (src) => set((current) => ({ ...current, src })),
            {
              path: `carouselImages.${i}.alt`,
              value: image.alt,
              onChange: (alt) => set((current) => ({ ...current, alt })),
              decorative: {
                path: `carouselImages.${i}.decorative`,
                value: image.decorative,
                onChange: (decorative) => set((current) => ({ ...current, decorative })),
              },
            },
          )
        }
      />
      <ListEditor
        title="Product List"
        itemName="Product"
        items={config.products}
        onChange={(items) => update("products", items)}
        blank={blankProduct}
        renderItem={(p, set, i) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {text(
              `products.${i}.title`,
              `Product ${i + 1} title`,
              p.title,
              (title) => set((current) => ({ ...current, title })),
              120,
            )}
            {text(
              `products.${i}.price`,
              `Product ${i + 1} price (₹)`,
              p.price,
              (price) => set((current) => ({ ...current, price })),
              40,
            )}
            <div className="sm:col-span-2">
              {text(
                `products.${i}.desc`,
                `Product ${i + 1} description`,
                p.desc,
                (desc) => set((current) => ({ ...current, desc })),
                1000,
                true,
              )}
            </div>
            <div className="sm:col-span-2">
              {media(
                `products.${i}.img`,
                `Product ${i + 1} image`,
                p.img,
                (img) => set((current) => ({ ...current, img })),
                {
                  path: `products.${i}.imgAlt`,
                  value: p.imgAlt,
                  onChange: (imgAlt) => set((current) => ({ ...current, imgAlt })),
                  decorative: {
                    path: `products.${i}.imgDecorative`,
                    value: p.imgDecorative,
                    onChange: (imgDecorative) => set((current) => ({ ...current, imgDecorative })),
                  },
                },
              )}
            </div>
            <label className="grid gap-1.5 text-sm font-semibold text-white/85">
              Product {i + 1} order button
              <select
                name={`products.${i}.order`}
                value={p.order}
                aria-invalid={errors.has(`products.${i}.order`) || undefined}
                aria-describedby={
                  errors.has(`products.${i}.order`) ? `products-${i}-order-error` : undefined
                }
                onChange={(event) =>
                  set((current) => ({ ...current, order: event.target.value as Product["order"] }))
                }
                className="rounded-xl border border-white/15 bg-white/5 px-3 py-2.5 font-normal text-white"
              >
                {ORDER_METHODS.map((method) => (
                  <option key={method} value={method} className="bg-ink">
                    {ORDER_LABELS[method]}
                  </option>
                ))}
              </select>
              {errors.has(`products.${i}.order`) && (
                <span id={`products-${i}-order-error`} className="font-medium text-rose-300">
                  {errors.get(`products.${i}.order`)}
                </span>
              )}
            </label>
            {p.order === "link" &&
              text(
                `products.${i}.orderUrl`,
                `Product ${i + 1} order page`,
                p.orderUrl,
                (orderUrl) => set((current) => ({ ...current, orderUrl })),
                2000,
              )}
          </div>
        )}
      />
      <ListEditor
        title="Testimonials"
        itemName="Testimonial"
        items={config.testimonials}
        onChange={(items) => update("testimonials", items)}
        blank={blankTestimonial}
        renderItem={(t, set, i) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {text(
                `testimonials.${i}.quote`,
                `Testimonial ${i + 1} quote`,
                t.quote,
                (quote) => set((current) => ({ ...current, quote })),
                1000,
                true,
              )}
            </div>
            {text(
              `testimonials.${i}.name`,
              `Testimonial ${i + 1} name`,
              t.name,
              (name) => set((current) => ({ ...current, name })),
              120,
            )}
            {text(
              `testimonials.${i}.role`,
              `Testimonial ${i + 1} role`,
              t.role,
              (role) => set((current) => ({ ...current, role })),
              120,
            )}
            <div className="sm:col-span-2">
              {media(
                `testimonials.${i}.photo`,
                `Testimonial ${i + 1} photo`,
                t.photo,
                (photo) => set((current) => ({ ...current, photo })),
                {
                  path: `testimonials.${i}.photoAlt`,
                  value: t.photoAlt,
                  onChange: (photoAlt) => set((current) => ({ ...current, photoAlt })),
                  hint: "Who is in the photo, e.g. “Asha smiling at the counter”",
                  decorative: {
                    path: `testimonials.${i}.photoDecorative`,
                    value: t.photoDecorative,
                    onChange: (photoDecorative) =>
                      set((current) => ({ ...current, photoDecorative })),
                  },
                },
              )}
            </div>
          </div>
        )}
      />
      <ListEditor
        title="Blog Posts"
        itemName="Post"
        items={config.blogPosts}
        onChange={(items) => update("blogPosts", items)}
        blank={blankPost}
        renderItem={(b, set, i) => (
          <div className="grid gap-4">
            {text(
              `blogPosts.${i}.title`,
              `Post ${i + 1} title`,
              b.title,
              (title) => set((current) => ({ ...current, title })),
              160,
            )}
            {text(
              `blogPosts.${i}.summary`,
              `Post ${i + 1} summary`,
              b.summary,
              (summary) => set((current) => ({ ...current, summary })),
              2000,
              true,
            )}
            {media(
              `blogPosts.${i}.image`,
              `Post ${i + 1} image`,
              b.image,
              (image) => set((current) => ({ ...current, image })),
              {
                path: `blogPosts.${i}.imageAlt`,
                value: b.imageAlt,
                onChange: (imageAlt) => set((current) => ({ ...current, imageAlt })),
                decorative: {
                  path: `blogPosts.${i}.imageDecorative`,
                  value: b.imageDecorative,
                  onChange: (imageDecorative) =>
                    set((current) => ({ ...current, imageDecorative })),
                },
              },
            )}
          </div>
        )}
      />
    </>
  );
}
