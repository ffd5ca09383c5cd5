import { reference as referenceField } from "@pixelforge/contracts/conversations";
import {
  assignRequest,
  auditQuery,
  disableRequest,
  inboxQuery,
  noteRequest,
  peopleQuery,
  replyRequest,
  roleChangeRequest,
  statusChangeRequest,
} from "@pixelforge/contracts/staff";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, parseWith } from "../http/errors";
import type { RequireRole } from "./access";
import { decodeCursor, encodeCursor } from "./cursor";
import type { InboxService } from "./inbox-service";
import type { PeopleService } from "./people-service";

const AUDIT_PAGE = 50;
const personId = z.object({ id: z.uuid("Not a valid account id.") });

function referenceOf(request: FastifyRequest) {
  const { reference } = request.params as { reference: string };
  const parsed = referenceField.safeParse(reference);
  if (!parsed.success)
    throw new HttpError(404, `There is no conversation ${reference.slice(0, 20)}.`);
  return parsed.data;
}

/** The staff workspace's API. Every route checks the caller's role first. */
export function staffRoutes(
  app: FastifyInstance,
  deps: { requireRole: RequireRole; inbox: InboxService; people: PeopleService },
) {
  const { requireRole, inbox, people } = deps;

  app.get("/api/staff/me", async (request) => {
    const { id, name, email, role } = await requireRole(request, "staff");
    return { id, name, email, role };
  });

  app.get("/api/staff/overview", async (request) => {
    await requireRole(request, "staff");
    return inbox.overview();
  });

  app.get("/api/staff/conversations", async (request) => {
    const actor = await requireRole(request, "staff");
    return inbox.inbox(actor, parseWith(inboxQuery, request.query));
  });

  app.get("/api/staff/conversations/:reference", async (request) => {
    await requireRole(request, "staff");
    return inbox.detail(referenceOf(request));
  });

  app.post("/api/staff/conversations/:reference/status", async (request) => {
    const actor = await requireRole(request, "staff");
    const body = parseWith(statusChangeRequest, request.body);
    return inbox.setStatus(actor, referenceOf(request), body.status, body.version);
  });

  app.post("/api/staff/conversations/:reference/assign", async (request) => {
    const actor = await requireRole(request, "staff");
    const body = parseWith(assignRequest, request.body);
    return inbox.assign(actor, referenceOf(request), body.assigneeId, body.version);
  });

  app.post("/api/staff/conversations/:reference/notes", async (request, reply) => {
    const actor = await requireRole(request, "staff");
    const body = parseWith(noteRequest, request.body);
    return reply.status(201).send(await inbox.addNote(actor, referenceOf(request), body.body));
  });

  app.post("/api/staff/conversations/:reference/replies", async (request, reply) => {
    const actor = await requireRole(request, "staff");
    const body = parseWith(replyRequest, request.body);
    return reply
      .status(201)
      .send(await inbox.reply(actor, referenceOf(request), body.body, body.version));
  });

  app.get("/api/staff/people", async (request) => {
    await requireRole(request, "admin");
    const { q } = parseWith(peopleQuery, request.query);
    return { people: await people.search(q) };
  });

  app.post("/api/staff/people/:id/role", async (request) => {
    const actor = await requireRole(request, "admin");
    const { id } = parseWith(personId, request.params);
    const body = parseWith(roleChangeRequest, request.body);
    return people.setRole(actor, id, body.role);
  });

  app.post("/api/staff/people/:id/disabled", async (request) => {
    const actor = await requireRole(request, "admin");
    const { id } = parseWith(personId, request.params);
    const body = parseWith(disableRequest, request.body);
    return people.setDisabled(actor, id, body.disabled);
  });

  app.get("/api/staff/audit", async (request) => {
    await requireRole(request, "admin");
    const { cursor } = parseWith(auditQuery, request.query);
    const after = decodeCursor(cursor);
    if (cursor && !after) throw new HttpError(400, "This page of the audit log is not valid.");
    const page = await people.audit(after, AUDIT_PAGE);
    const last = page.rows.at(-1);
    return { entries: page.entries, nextCursor: page.hasMore && last ? encodeCursor(last) : null };
  });
}
