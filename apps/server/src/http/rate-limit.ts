import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with
 * `config: { rateLimit: … }`. Counters live in Redis when one is given, so every
 * instance sees the same counts.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace: string,
) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace } : {}),
    // If Redis is unreachable, let people through rather than fail every form.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}

/** Five a minute per client address: plenty for a person, little for a script. */
export const formRateLimit = { max: 5, timeWindow: "1 minute" } as const;
