import { z } from "zod";

/** A required text field, trimmed, with messages a visitor understands. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max + 1} characters.`);
}

export const emailAddress = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

/** Hidden field that people never see and bots fill in; anything in it marks spam. */
export const honeypot = z.string().max(1000).optional();
