import { siteConfig } from "@pixelforge/sitegen/site-config";
import { STARTERS } from "@pixelforge/sitegen/starters";
import { BusinessFields } from "./business-fields";
import { DesignFields } from "./design-fields";
import { ListFields, type MediaField } from "./list-fields";
import { MediaInput } from "./media-input";
import { ContactFormFields, SeoFields } from "./publishing-fields";
import { SectionOrderPicker } from "./section-order-picker";
import type { SiteErrors } from "./site-errors";
import { configTextFields } from "./text-field";
import type { useBuilderDraft } from "./use-builder-draft";

type Draft = ReturnType<typeof useBuilderDraft>;

/** Every field of spec §2.16 and the business details, writing into the draft as the user types. */
export function BuilderForm({
  draft,
  errors,
  onImageCheck,
}: {
  draft: Draft;
  errors: SiteErrors;
  /** Told whether each pasted picture address loads, for the checklist. */
  onImageCheck(value: string, loads: boolean): void;
}) {
  const { config, update, addFile, displayUrl } = draft;
  const text = configTextFields(config, update, errors);
  const media = (
    path: string,
    label: string,
    value: string,
    set: (value: string) => void,
    alt: Parameters<MediaField>[4],
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
      alt={alt}
      onCheck={onImageCheck}
    />
  );

  function applyStarter(id: string) {
    const starter = STARTERS.find((s) => s.id === id);
    if (!starter) return;
    if (
      !window.confirm(`Replace the form's content with the ${starter.label.toLowerCase()} example?`)
    )
      return;
    draft.setConfig(siteConfig.parse(starter.config));
  }

  return (
    <div className="space-y-8">
      <DesignFields config={config} update={update} onStarter={applyStarter} />
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
        {
          path: "heroAlt",
          value: config.heroAlt,
          onChange: (v) => update("heroAlt", v),
          decorative: {
            path: "heroDecorative",
            value: config.heroDecorative,
            onChange: (v) => update("heroDecorative", v),
          },
        },
        "image/*,video/*",
      )}
      {text("aboutText", "About Content", { multiline: true, max: 10_000 })}
      {text("faqText", "FAQ Content", {
        multiline: true,
        max: 10_000,
        hint: "Tip: start a paragraph with a question ending in “?” and put the answer on the next line.",
      })}
      <BusinessFields
        config={config}
        update={update}
        errors={errors}
        logoInput={media("logo", "Logo", config.logo, (v) => update("logo", v), {
          path: "logoAlt",
          value: config.logoAlt,
          onChange: (v) => update("logoAlt", v),
          // The site's name is written beside the logo, so a logo that only repeats it decorates.
          hint: "e.g. “Crumb & Co. wheat-sheaf logo”, or tick Decorative if it only repeats the name",
          decorative: {
            path: "logoDecorative",
            value: config.logoDecorative,
            onChange: (v) => update("logoDecorative", v),
          },
        })}
      />
      <SectionOrderPicker
        order={config.sectionOrder}
        onChange={(order) => update("sectionOrder", order)}
      />
      <ListFields config={config} update={update} errors={errors} media={media} />
      <ContactFormFields config={config} update={update} errors={errors} />
      <SeoFields config={config} update={update} errors={errors} />
    </div>
  );
}
