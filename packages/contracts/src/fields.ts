import { z } from "zod";

/**
 * Control characters: invisible, never typed on purpose, and a NUL byte is refused by
 * PostgreSQL. Multi-line text keeps tabs and line breaks.
 */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const NO_CONTROL_CHARACTERS = "Remove the invisible control characters from this field.";

/** A string refusing control characters (line breaks too unless `multiline`). */
export function plainText(options: { multiline?: boolean; error?: string } = {}) {
  const forbidden = options.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => !forbidden.test(value), NO_CONTROL_CHARACTERS);
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
