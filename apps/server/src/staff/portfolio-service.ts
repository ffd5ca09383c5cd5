import type { ServiceSlug } from "@pixelforge/contracts/projects";
import type { StaffProject } from "@pixelforge/contracts/staff-portfolio";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import {
  findProject,
  insertProject,
  listProjectsForStaff,
  nextSortOrder,
  removeProject,
  reorderProjects,
  updateProject,
} from "../projects/store";
import type { Actor } from "./inbox-service";
import { appendAudit } from "./store";

interface ProjectFields {
  title: string;
  image: string;
  description: string;
  tags: string[];
  projectLink: string | null;
}

/** The portfolio as staff manage it; every change is audited and refreshes the public list. */
export function createPortfolioService(db: Db, forgetList: (service: ServiceSlug) => void) {
  async function load(id: number) {
    const row = await findProject(db, id);
    if (!row) throw new HttpError(404, "There is no such project.");
    return row as StaffProject;
  }
  async function audited(
    actor: Actor,
    action: string,
    row: { id: number; title: string },
    work: (tx: Db) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await work(tx);
      await appendAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        target: `project ${row.id}: ${row.title}`,
      });
    });
  }

  return {
    async list(service: ServiceSlug) {
      return (await listProjectsForStaff(db, service)) as StaffProject[];
    },

    async create(actor: Actor, service: ServiceSlug, fields: ProjectFields) {
      let created: { id: number; title: string } | undefined;
      await db.transaction(async (tx) => {
        created = await insertProject(tx, {
          service,
          ...fields,
          sortOrder: await nextSortOrder(tx, service),
        });
        await appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: "project.create",
          target: `project ${created.id}: ${created.title}`,
        });
      });
      forgetList(service);
      return load(created?.id ?? 0);
    },

    async update(actor: Actor, id: number, fields: ProjectFields) {
      const row = await load(id);
      await audited(actor, "project.edit", { id, title: fields.title }, (tx) =>
        updateProject(tx, id, fields),
      );
      forgetList(row.service);
      return load(id);
    },

    async setPublished(actor: Actor, id: number, published: boolean) {
      const row = await load(id);
      await audited(actor, published ? "project.publish" : "project.unpublish", row, (tx) =>
        updateProject(tx, id, { published }),
      );
      forgetList(row.service);
      return load(id);
    },

    async remove(actor: Actor, id: number) {
      const row = await load(id);
      await audited(actor, "project.delete", row, (tx) => removeProject(tx, id));
      forgetList(row.service);
    },

    async reorder(actor: Actor, service: ServiceSlug, ids: number[]) {
      const current = await listProjectsForStaff(db, service);
      const known = new Set(current.map((p) => p.id));
      if (
        ids.length !== current.length ||
        ids.some((id) => !known.has(id)) ||
        new Set(ids).size !== ids.length
      ) {
        throw new HttpError(409, "The list changed meanwhile. It has been reloaded: try again.");
      }
      await db.transaction(async (tx) => {
        await reorderProjects(tx, service, ids);
        await appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: "project.reorder",
          target: service,
          detail: { ids },
        });
      });
      forgetList(service);
      return (await listProjectsForStaff(db, service)) as StaffProject[];
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
