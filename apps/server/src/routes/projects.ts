import { createHash } from "node:crypto";
import { projectsQuery, type ServiceSlug } from "@pixelforge/contracts/projects";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { parseWith } from "../http/errors";
import { listProjects } from "../projects/store";

/** Lists change rarely; a short cache spares the database without serving stale data for long. */
const CACHE_MS = 2000;

interface CachedList {
  body: string;
  etag: string;
  expiresAt: number;
}

export function projectRoutes(app: FastifyInstance, db: Db) {
  const cache = new Map<ServiceSlug, Promise<CachedList>>();

  const load = async (service: ServiceSlug) => {
    const entry = await cache.get(service)?.catch(() => undefined);
    return entry && entry.expiresAt > Date.now() ? entry : reload(service);
  };
  const reload = (service: ServiceSlug) => {
    const next = listProjects(db, service).then((projects) => {
      const body = JSON.stringify({ projects });
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      return { body, etag, expiresAt: Date.now() + CACHE_MS };
    });
    cache.set(service, next);
    next.catch(() => cache.delete(service));
    return next;
  };

  app.get("/api/projects", async (request, reply) => {
    const { service } = parseWith(projectsQuery, request.query);
    const list = await load(service);
    reply.header("etag", list.etag);
    reply.header("cache-control", "public, max-age=0, must-revalidate");
    if (request.headers["if-none-match"] === list.etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(list.body);
  });
}
