import "./zod-jitless";
import { errorBody } from "@pixelforge/contracts/errors";
import type { z } from "zod";

/** A failed call: the server's message and field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The server's `code`, when it sends one (`reauth_required`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Calls our own API (same origin) and parses the answer with its contracts schema.
 * Network failures become an ApiError with status 0.
 */
export async function callApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBody.safeParse(payload);
    throw parsed.success
      ? new ApiError(
          response.status,
          parsed.data.message,
          parsed.data.fieldErrors,
          parsed.data.code,
        )
      : new ApiError(response.status, `The server answered ${response.status}.`);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, "The server sent an unexpected answer.");
  return parsed.data;
}
