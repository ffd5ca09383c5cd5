import type { HealthResponse } from "@pixelforge/contracts/health";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get("/api/health", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await database.ping();
      return { status: "ok", database: "ok" } satisfies HealthResponse;
    } catch (error) {
      request.log.warn({ err: error }, "health check: database down");
      return reply
        .status(503)
        .send({ status: "unavailable", database: "down" } satisfies HealthResponse);
    }
  });
}
