import type { BlogPost, Product, SiteConfig, Testimonial } from "@pixelforge/sitegen/site-config";
import { Field } from "../forms/field";
import { ListEditor } from "./list-editor";
import { MediaInput } from "./media-input";
import { SectionOrderPicker } from "./section-order-picker";
import type { SiteErrors } from "./site-errors";
import type { useBuilderDraft } from "./use-builder-draft";

type Draft = ReturnType<typeof useBuilderDraft>;

const blankProduct = (): Product => ({ title: "", desc: "", price: "", img: "" });
const blankTestimonial = (): Testimonial => ({ quote: "", name: "", role: "", photo: "" });
const blankPost = (): BlogPost => ({ title: "", summary: "", image: "" });

/** Every field of spec §2.16, dark-themed, writing into the draft as the user types. */
export function BuilderForm({ draft, errors }: { draft: Draft; errors: SiteErrors }) {
  const { config, update, addFile, displayUrl } = draft;
  const error = (path: string) => {
    const message = errors.get(path);
    return message ? [message] : undefined;
  };
  const text = (
    key: keyof SiteConfig,
    label: string,
    options: { multiline?: boolean; max?: number; type?: "email" } = {},
  ) => (
    <Field
      tone="dark"
      label={label}
      name={key}
      error={error(key)}
      value={String(config[key])}
      onChange={(value) => update(key, value as never)}
      required={false}
      multiline={options.multiline}
      maxLength={options.max}
      type={options.type}
    />
  );
  const media = (
    path: string,
    label: string,
    value: string,
    set: (value: string) => void,
    accept?: "image/*,video/*",
  ) => (
    <MediaInput
      name={path}
      error={errors.get(path)}
      label={label}
      value={value}
      onChange={set}
      onUpload={addFile}
      displayUrl={displayUrl}
      accept={accept}
    />
  );

  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("websiteTitle", "Website Name", { max: 100 })}
        {text("contactEmail", "Contact Email", { type: "email", max: 254 })}
        {text("heroTitle", "Hero Title", { max: 200 })}
        {text("heroSubtitle", "Hero Subtitle", { max: 500 })}
      </div>
      {media(
        "heroMedia",
        "Hero image or video",
        config.heroMedia,
        (v) => update("heroMedia", v),
        "image/*,video/*",
      )}
      {text("aboutText", "About Content", { multiline: true, max: 10_000 })}
      <div>
        {text("faqText", "FAQ Content", { multiline: true, max: 10_000 })}
        <p className="mt-1.5 text-sm text-white/55">
          Tip: start a paragraph with a question ending in “?” and put the answer on the next line.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-8">
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-white/85">
          Accent colour
          <input
            type="color"
            value={config.color}
            onChange={(event) => update("color", event.target.value.toUpperCase())}
            className="h-10 w-14 cursor-pointer rounded-lg border border-white/20 bg-transparent"
          />
          <span className="font-mono text-white/60">{config.color}</span>
        </label>
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-white/85">
          <input
            type="checkbox"
            checked={config.enableDarkMode}
            onChange={(event) => update("enableDarkMode", event.target.checked)}
            className="h-5 w-5 accent-amber"
          />
          Enable Dark Mode
        </label>
      </div>
      <SectionOrderPicker
        order={config.sectionOrder}
        onChange={(order) => update("sectionOrder", order)}
      />

      <ListEditor
        title="Carousel Images"
        itemName="Image"
        items={config.carouselImages}
        onChange={(items) => update("carouselImages", items)}
        blank={() => ""}
        renderItem={(value, set, i) =>
          media(`carouselImages.${i}`, `Carousel image ${i + 1}`, value, set)
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
            <Field
              tone="dark"
              required={false}
              label={`Product ${i + 1} title`}
              name={`products.${i}.title`}
              error={error(`products.${i}.title`)}
              value={p.title}
              onChange={(title) => set({ ...p, title })}
              maxLength={120}
            />
            <Field
              tone="dark"
              required={false}
              label={`Product ${i + 1} price (₹)`}
              name={`products.${i}.price`}
              error={error(`products.${i}.price`)}
              value={p.price}
              onChange={(price) => set({ ...p, price })}
              maxLength={40}
            />
            <div className="sm:col-span-2">
              <Field
                tone="dark"
                required={false}
                multiline
                label={`Product ${i + 1} description`}
                name={`products.${i}.desc`}
                error={error(`products.${i}.desc`)}
                value={p.desc}
                onChange={(desc) => set({ ...p, desc })}
                maxLength={1000}
              />
            </div>
            <div className="sm:col-span-2">
              {media(`products.${i}.img`, `Product ${i + 1} image`, p.img, (img) =>
                set({ ...p, img }),
              )}
            </div>
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
              <Field
                tone="dark"
                required={false}
                multiline
                label={`Testimonial ${i + 1} quote`}
                name={`testimonials.${i}.quote`}
                error={error(`testimonials.${i}.quote`)}
                value={t.quote}
                onChange={(quote) => set({ ...t, quote })}
                maxLength={1000}
              />
            </div>
            <Field
              tone="dark"
              required={false}
              label={`Testimonial ${i + 1} name`}
              name={`testimonials.${i}.name`}
              error={error(`testimonials.${i}.name`)}
              value={t.name}
              onChange={(name) => set({ ...t, name })}
              maxLength={120}
            />
            <Field
              tone="dark"
              required={false}
              label={`Testimonial ${i + 1} role`}
              name={`testimonials.${i}.role`}
              error={error(`testimonials.${i}.role`)}
              value={t.role}
              onChange={(role) => set({ ...t, role })}
              maxLength={120}
            />
            <div className="sm:col-span-2">
              {media(`testimonials.${i}.photo`, `Testimonial ${i + 1} photo`, t.photo, (photo) =>
                set({ ...t, photo }),
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
            <Field
              tone="dark"
              required={false}
              label={`Post ${i + 1} title`}
              name={`blogPosts.${i}.title`}
              error={error(`blogPosts.${i}.title`)}
              value={b.title}
              onChange={(title) => set({ ...b, title })}
              maxLength={160}
            />
            <Field
              tone="dark"
              required={false}
              multiline
              label={`Post ${i + 1} summary`}
              name={`blogPosts.${i}.summary`}
              error={error(`blogPosts.${i}.summary`)}
              value={b.summary}
              onChange={(summary) => set({ ...b, summary })}
              maxLength={2000}
            />
            {media(`blogPosts.${i}.image`, `Post ${i + 1} image`, b.image, (image) =>
              set({ ...b, image }),
            )}
          </div>
        )}
      />
    </div>
  );
}
