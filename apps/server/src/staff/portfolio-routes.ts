import {
  createProjectRequest,
  projectForm,
  publishRequest,
  reorderRequest,
  staffProjectsQuery,
} from "@pixelforge/contracts/staff-portfolio";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseWith } from "../http/errors";
import type { RequireRole } from "./access";
import type { PortfolioService } from "./portfolio-service";

const projectId = z.object({ id: z.coerce.number().int().positive("Not a valid project id.") });

/** `/api/staff/projects…`: the portfolio manager, for staff. */
export function portfolioRoutes(
  app: FastifyInstance,
  { requireRole, portfolio }: { requireRole: RequireRole; portfolio: PortfolioService },
) {
  app.get("/api/staff/projects", async (request) => {
    await requireRole(request, "staff");
    const { service } = parseWith(staffProjectsQuery, request.query);
    return { projects: await portfolio.list(service) };
  });

  app.post("/api/staff/projects", async (request, reply) => {
    const actor = await requireRole(request, "staff");
    const { service, ...fields } = parseWith(createProjectRequest, request.body);
    return reply.status(201).send(await portfolio.create(actor, service, fields));
  });

  app.put("/api/staff/projects/:id", async (request) => {
    const actor = await requireRole(request, "staff");
    const { id } = parseWith(projectId, request.params);
    return portfolio.update(actor, id, parseWith(projectForm, request.body));
  });

  app.post("/api/staff/projects/:id/published", async (request) => {
    const actor = await requireRole(request, "staff");
    const { id } = parseWith(projectId, request.params);
    return portfolio.setPublished(actor, id, parseWith(publishRequest, request.body).published);
  });

  app.delete("/api/staff/projects/:id", async (request, reply) => {
    const actor = await requireRole(request, "staff");
    const { id } = parseWith(projectId, request.params);
    await portfolio.remove(actor, id);
    return reply.status(204).send();
  });

  app.post("/api/staff/projects/order", async (request) => {
    const actor = await requireRole(request, "staff");
    const { service, ids } = parseWith(reorderRequest, request.body);
    return { projects: await portfolio.reorder(actor, service, ids) };
  });
}
