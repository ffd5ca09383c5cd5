import { projectsQuery } from "@pixelforge/contracts/projects";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../http/errors";
import type { ProjectListCache } from "./service";

/** `GET /api/projects?service=…`, revalidated by ETag. */
export function projectRoutes(app: FastifyInstance, projectList: ProjectListCache) {
  app.get("/api/projects", async (request, reply) => {
    const { service } = parseWith(projectsQuery, request.query);
    const list = await projectList(service);
    reply.header("etag", list.etag);
    reply.header("cache-control", "public, max-age=0, must-revalidate");
    if (request.headers["if-none-match"] === list.etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(list.json);
  });
}
