import { z } from "zod";

/** The one shape of every error answer the server gives: `{ message, fieldErrors?, code? }`. */
export const errorBody = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Set when the client can act on the refusal (`reauth_required`: ask "Confirm it's you"). */
  code: z.string().optional(),
});

/** The code of a 403 that asks the person to prove who they are again before the action. */
export const REAUTH_REQUIRED = "reauth_required";
export type ErrorBody = z.infer<typeof errorBody>;

/** Turns zod issues into `{ field: [messages] }`, keyed by the top-level field name. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    const list = fieldErrors[key] ?? [];
    list.push(issue.message);
    fieldErrors[key] = list;
  }
  return fieldErrors;
}
