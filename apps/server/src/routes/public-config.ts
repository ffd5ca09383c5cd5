import type { PublicConfig } from "@pixelforge/contracts/public-config";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

export function publicConfigRoutes(app: FastifyInstance, config: Config) {
  app.get("/api/config", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return { googleClientId: config.googleClientId ?? null } satisfies PublicConfig;
  });
}
