import type { SiteConfig } from "@pixelforge/sitegen/site-config";
import { Field } from "../forms/field";
import type { SiteErrors } from "./site-errors";

/** The configuration's top-level text settings. */
type TextKey = {
  [K in keyof SiteConfig]: SiteConfig[K] extends string ? K : never;
}[keyof SiteConfig];
type TextOptions = {
  multiline?: boolean;
  max?: number;
  type?: "email";
  placeholder?: string;
  hint?: string;
};

/**
 * `field("phone", "Phone")`: a TextField bound to one top-level text setting of the
 * configuration, writing through `update` and showing that setting's error.
 */
export function configTextFields(
  config: SiteConfig,
  update: <K extends keyof SiteConfig>(key: K, value: SiteConfig[K]) => void,
  errors: SiteErrors,
) {
  return (key: TextKey, label: string, options: TextOptions = {}) => (
    <TextField
      path={key}
      label={label}
      value={config[key]}
      onChange={(value) => update(key, value as SiteConfig[typeof key])}
      errors={errors}
      {...options}
    />
  );
}

/**
 * A builder text field named by its configuration path (`products.0.title`), so the form
 * can mark it as visited and show the schema's message for that path under it.
 */
export function TextField({
  path,
  label,
  value,
  onChange,
  errors,
  multiline,
  max,
  type,
  placeholder,
  hint,
}: {
  path: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors: SiteErrors;
  multiline?: boolean;
  max?: number;
  type?: "email";
  placeholder?: string;
  hint?: string;
}) {
  const message = errors.get(path);
  return (
    <div>
      <Field
        tone="dark"
        required={false}
        label={label}
        name={path}
        value={value}
        onChange={onChange}
        error={message}
        multiline={multiline}
        maxLength={max}
        type={type}
        placeholder={placeholder}
      />
      {hint && <p className="mt-1.5 text-sm text-white/55">{hint}</p>}
    </div>
  );
}
