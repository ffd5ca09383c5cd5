import { z } from "zod";

/**
 * Control characters: invisible, never typed on purpose, and a NUL byte is refused by
 * PostgreSQL. Multi-line text keeps tabs and line breaks.
 */
function hasControlCharacter(value: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}
export const NO_CONTROL_CHARACTERS = "Remove the invisible control characters from this field.";

/** A string refusing control characters (line breaks too unless `multiline`). */
export function plainText(options: { multiline?: boolean; error?: string } = {}) {
  const allowLineBreaks = options.multiline === true;
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => !hasControlCharacter(value, allowLineBreaks), NO_CONTROL_CHARACTERS);
}

/** A required text field, trimmed, with messages a visitor understands. */
export function requiredText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return plainText({ ...options, error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max + 1} characters.`);
}

export const emailAddress = plainText({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

/** Hidden field that people never see and bots fill in; anything in it marks spam. */
export const honeypot = z.string().max(1000).optional();
