import { type ErrorBody, toFieldErrors } from "@pixelforge/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** A stable word the client can act on (`reauth_required`), sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Redis (rate-limit and login counters) unreachable: a temporary outage, not a bug. */
function isStoreUnavailable(error: unknown): boolean {
  const message = (error as { message?: unknown })?.message;
  return (
    typeof message === "string" &&
    /Stream isn't writeable|Connection is closed|Reached the max retries per request/i.test(message)
  );
}

export const UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/** Parses a request part with a contracts schema, or answers 400 with the field errors. */
/**
 * Why a request was refused (a 4xx), written into its one request line by the logger's
 * onResponse hook rather than as a line of its own.
 */
export const refusals = new WeakMap<FastifyRequest, { code?: string; reason: string }>();

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new HttpError(
    400,
    "Please check the highlighted fields.",
    toFieldErrors(result.error.issues),
  );
}

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send application/json.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
};

/**
 * Answers every error as `{ message, fieldErrors?, code? }`. `isOutage` recognises errors that mean
 * the database cannot answer right now: like Redis outages, those are a 503, not a 500.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { isOutage }: { isOutage: (error: unknown) => boolean },
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { message: "Something went wrong on our side. Please try again." };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      if (error.headers) reply.headers(error.headers);
    } else if (isOutage(error) || isStoreUnavailable(error)) {
      status = 503;
      body = { message: UNAVAILABLE_MESSAGE };
      reply.header("retry-after", "5");
    } else if (
      typeof error.statusCode === "number" &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      body = { message: fastifyMessages[error.code] ?? error.message };
    }

    if (status >= 500) request.log.error({ err: error }, "request failed");
    else refusals.set(request, { code: (error as FastifyError).code, reason: body.message });
    reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}
