import { type SiteConfig, SOCIAL_NETWORKS } from "@pixelforge/sitegen/site-config";
import type { ReactNode } from "react";
import type { SiteErrors } from "./site-errors";
import { configTextFields, TextField } from "./text-field";

const SOCIAL_LABELS = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
} as const;

/** Logo, phone, WhatsApp, address, hours, map and social links: header, footer, contact page. */
export function BusinessFields({
  config,
  update,
  errors,
  logoInput,
}: {
  config: SiteConfig;
  update<K extends keyof SiteConfig>(key: K, value: SiteConfig[K]): void;
  errors: SiteErrors;
  logoInput: ReactNode;
}) {
  const field = configTextFields(config, update, errors);
  return (
    <fieldset className="min-w-0 space-y-5 rounded-2xl border border-white/10 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-white">Business details</legend>
      {logoInput}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("phone", "Phone", { placeholder: "+91 98765 43210", max: 30 })}
        {field("whatsapp", "WhatsApp number", {
          placeholder: "+91 98765 43210",
          max: 30,
          hint: "Adds a WhatsApp button and lets products be ordered by chat.",
        })}
        {field("address", "Address", { multiline: true, max: 300 })}
        {field("openingHours", "Opening hours", {
          multiline: true,
          max: 500,
          placeholder: "Tue–Sun 7:00–20:00\nMonday closed",
        })}
      </div>
      {field("mapUrl", "Map link", { placeholder: "https://maps.google.com/…" })}
      <div className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            path={`social.${network}`}
            label={`${SOCIAL_LABELS[network]} page`}
            value={config.social[network]}
            onChange={(value) => update("social", { ...config.social, [network]: value })}
            errors={errors}
            placeholder="https://…"
          />
        ))}
      </div>
    </fieldset>
  );
}
