import { Field } from "../forms/field";
import type { SiteErrors } from "./site-errors";

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
