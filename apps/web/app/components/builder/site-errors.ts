import "../../lib/zod-jitless";
import { type SiteConfig, siteConfig } from "@pixelforge/sitegen/site-config";

/** Problems by field path (`contactEmail`, `products.0.title`), in the schema's words. */
export type SiteErrors = ReadonlyMap<string, string>;

const sentence = (message: string) =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? "" : "."}`;

/** The same rules the generator applies, so nothing fails later with a raw message. */
export function siteErrors(config: SiteConfig): SiteErrors {
  const result = siteConfig.safeParse(config);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (!errors.has(path)) errors.set(path, sentence(issue.message));
  }
  return errors;
}

/** The first invalid control of a form, in reading order, focused so it can be fixed. */
export function focusFirstProblem(form: HTMLElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  first?.scrollIntoView?.({ block: "center" });
}
