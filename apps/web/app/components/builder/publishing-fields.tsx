import { PAGES } from "@pixelforge/sitegen/layout";
import type { SiteConfig } from "@pixelforge/sitegen/site-config";
import type { SiteErrors } from "./site-errors";
import { configTextFields, TextField } from "./text-field";

type Update = <K extends keyof SiteConfig>(key: K, value: SiteConfig[K]) => void;

/** The contact form's destination: the visitor's mail program (spec), or a form service. */
export function ContactFormFields({
  config,
  update,
  errors,
}: {
  config: SiteConfig;
  update: Update;
  errors: SiteErrors;
}) {
  const field = configTextFields(config, update, errors);
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-white/10 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-white">Contact form</legend>
      {(
        [
          ["mailto", "Open the visitor's e-mail program, addressed to the contact e-mail"],
          ["endpoint", "Send through a form service (Formspree, Web3Forms, Netlify Forms)"],
        ] as const
      ).map(([mode, label]) => (
        <label key={mode} className="flex items-start gap-3 text-sm text-white/85">
          <input
            type="radio"
            name="contactForm"
            value={mode}
            checked={config.contactForm === mode}
            onChange={() => update("contactForm", mode)}
            className="mt-1 accent-amber"
          />
          {label}
        </label>
      ))}
      {config.contactForm === "endpoint" && (
        <>
          {field("formEndpoint", "Form service address", {
            placeholder: "https://formspree.io/f/…",
            hint: "The address your form service gives you: Formspree’s form address, https://api.web3forms.com/submit for Web3Forms, or your site’s own address on Netlify. Visitors stay on the page and see a thank-you.",
          })}
          {field("formAccessKey", "Access key (Web3Forms only)", {
            placeholder: "e.g. 1a2b3c4d-…",
            max: 200,
            hint: "Web3Forms e-mails you the key when you sign up. It is written into the page, as Web3Forms intends: it only sends messages to your address. Leave it empty for Formspree and Netlify Forms.",
          })}
        </>
      )}
    </fieldset>
  );
}

/** Site address, and each page's title and description for search results and sharing. */
export function SeoFields({
  config,
  update,
  errors,
}: {
  config: SiteConfig;
  update: Update;
  errors: SiteErrors;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-white/10 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-white">Search engines and sharing</legend>
      {configTextFields(config, update, errors)("siteUrl", "Site address (once you know it)", {
        placeholder: "https://crumbandco.in",
        hint: "Adds canonical addresses, a sitemap and full sharing previews.",
      })}
      <details className="rounded-xl bg-white/[0.04] p-4 ring-1 ring-white/10">
        <summary className="cursor-pointer font-semibold text-white">
          Page titles and descriptions
        </summary>
        <p className="mt-2 text-sm text-white/60">
          Leave a field empty to use one made from your content.
        </p>
        <div className="mt-4 space-y-5">
          {PAGES.map((page) => (
            <div key={page.file} className="grid gap-3 sm:grid-cols-2">
              <TextField
                path={`seo.${page.seo}.title`}
                label={`${page.label} page title`}
                value={config.seo[page.seo].title}
                onChange={(title) =>
                  update("seo", { ...config.seo, [page.seo]: { ...config.seo[page.seo], title } })
                }
                errors={errors}
                max={70}
              />
              <TextField
                path={`seo.${page.seo}.description`}
                label={`${page.label} page description`}
                value={config.seo[page.seo].description}
                onChange={(description) =>
                  update("seo", {
                    ...config.seo,
                    [page.seo]: { ...config.seo[page.seo], description },
                  })
                }
                errors={errors}
                max={200}
              />
            </div>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
