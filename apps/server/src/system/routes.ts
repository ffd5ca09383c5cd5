import type { HealthResponse } from "@pixelforge/contracts/health";
import type { PublicConfig } from "@pixelforge/contracts/public-config";
import type { FastifyInstance } from "fastify";

interface Dependencies {
  /** One round trip to the database; throws when it cannot answer. */
  pingDatabase: () => Promise<void>;
  /** One round trip to Redis, when one is configured. */
  pingRedis: (() => Promise<unknown>) | undefined;
  googleClientId: string | undefined;
}

/**
 * `GET /api/health` for load balancers and monitors, and `GET /api/config`: the few
 * settings the web build asks for at run time, so one build serves every deployment.
 */
export function systemRoutes(
  app: FastifyInstance,
  { pingDatabase, pingRedis, googleClientId }: Dependencies,
) {
  app.get("/api/health", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await pingDatabase();
    } catch (error) {
      request.log.warn({ err: error }, "health check: database down");
      return reply
        .status(503)
        .send({ status: "unavailable", database: "down" } satisfies HealthResponse);
    }
    if (!pingRedis) return { status: "ok", database: "ok" } satisfies HealthResponse;
    try {
      await pingRedis();
      return { status: "ok", database: "ok", redis: "ok" } satisfies HealthResponse;
    } catch (error) {
      // Still 200: every instance keeps serving, with rate limits counted in its own memory.
      request.log.warn({ err: error }, "health check: redis down");
      return { status: "degraded", database: "ok", redis: "down" } satisfies HealthResponse;
    }
  });

  app.get("/api/config", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return { googleClientId: googleClientId ?? null } satisfies PublicConfig;
  });
}
