import { type SiteConfig, TEMPLATES } from "@pixelforge/sitegen/site-config";
import { STARTERS } from "@pixelforge/sitegen/starters";
import { SITE_TEMPLATES } from "@pixelforge/sitegen/templates";

/** Template, light or dark, accent colour, and starter content to begin from. */
export function DesignFields({
  config,
  update,
  onStarter,
}: {
  config: SiteConfig;
  update<K extends keyof SiteConfig>(key: K, value: SiteConfig[K]): void;
  onStarter(id: string): void;
}) {
  return (
    <div className="space-y-6">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-white/85">Design</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {TEMPLATES.map((name) => {
            const template = SITE_TEMPLATES[name];
            return (
              <label
                key={name}
                className="flex cursor-pointer flex-col gap-1 rounded-xl border border-white/15 p-3 has-checked:border-amber has-checked:bg-amber/10 has-focus-visible:ring-4 has-focus-visible:ring-accent/40"
              >
                <span className="flex items-center gap-2 font-bold text-white">
                  <input
                    type="radio"
                    name="template"
                    value={name}
                    checked={config.template === name}
                    onChange={() => update("template", name)}
                    className="accent-amber"
                  />
                  {template.label}
                </span>
                <span className="text-sm text-white/65">{template.description}</span>
                <span className="text-xs text-white/75">
                  {template.display.family}
                  {template.body !== template.display ? ` + ${template.body.family}` : ""}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-white/85">
          Accent colour
          <input
            type="color"
            name="color"
            value={config.color}
            onChange={(event) => update("color", event.target.value.toUpperCase())}
            className="h-10 w-14 cursor-pointer rounded-lg border border-white/20 bg-transparent"
          />
          <span className="font-mono text-white/60">{config.color}</span>
        </label>
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-white/85">
          <input
            type="checkbox"
            name="enableDarkMode"
            checked={config.enableDarkMode}
            onChange={(event) => update("enableDarkMode", event.target.checked)}
            className="h-5 w-5 accent-amber"
          />
          Enable Dark Mode
        </label>
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-white/85">
          <input
            type="checkbox"
            name="keepOriginalImages"
            checked={config.keepOriginalImages}
            onChange={(event) => update("keepOriginalImages", event.target.checked)}
            className="h-5 w-5 accent-amber"
          />
          Also ship the original photos (a heavier site)
        </label>
        <label className="inline-flex flex-wrap items-center gap-3 text-sm font-semibold text-white/85">
          Start from an example
          <select
            value=""
            onChange={(event) => event.target.value && onStarter(event.target.value)}
            className="rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white"
          >
            <option value="" className="bg-ink">
              Choose…
            </option>
            {STARTERS.map((starter) => (
              <option key={starter.id} value={starter.id} className="bg-ink">
                {starter.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
