import { ZodError } from "zod";

/** A failure the person at the terminal can act on; its message is all they see. */
export class CliError extends Error {}

export function describeCliError(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof ZodError) {
    return `Invalid input:\n  ${error.issues.map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("\n  ")}`;
  }
  return `Failed: ${(error as Error).message}`;
}
