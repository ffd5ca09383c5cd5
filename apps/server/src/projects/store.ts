import type { Project, ServiceSlug } from "@pixelforge/contracts/projects";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { projects } from "../db/schema";

const columns = {
  id: projects.id,
  service: projects.service,
  title: projects.title,
  image: projects.image,
  description: projects.description,
  tags: projects.tags,
  projectLink: projects.projectLink,
};

/** Every project, or one service's, in the order the agency set (published ones only if asked). */
export async function listProjects(
  db: Db,
  service?: ServiceSlug,
  options: { publishedOnly?: boolean } = {},
): Promise<Project[]> {
  const query = db.select(columns).from(projects);
  const where = and(
    service ? eq(projects.service, service) : undefined,
    options.publishedOnly ? eq(projects.published, true) : undefined,
  );
  const rows = await query
    .where(where)
    .orderBy(asc(projects.service), asc(projects.sortOrder), asc(projects.id));
  return rows as Project[];
}

type ProjectRow = Omit<Project, "id"> & { sortOrder: number };

export async function insertProject(db: Db, project: ProjectRow): Promise<Project> {
  const [row] = await db.insert(projects).values(project).returning(columns);
  return row as Project;
}

/** Seeded rows carry a key, so a seed already inserted is skipped. */
export async function insertSeedProject(
  db: Db,
  project: ProjectRow & { seedKey: string },
): Promise<boolean> {
  const rows = await db
    .insert(projects)
    .values(project)
    .onConflictDoNothing()
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** The position after the last project of a service. */
export async function nextSortOrder(db: Db, service: ServiceSlug): Promise<number> {
  const rows = await db
    .select({ sortOrder: projects.sortOrder })
    .from(projects)
    .where(eq(projects.service, service));
  return rows.reduce((max, r) => Math.max(max, r.sortOrder), -1) + 1;
}

export async function removeProject(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(projects)
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return removed.length > 0;
}

/** The staff workspace's view of one service: every project, with its published flag. */
export async function listProjectsForStaff(db: Db, service: ServiceSlug) {
  return db
    .select({ ...columns, published: projects.published })
    .from(projects)
    .where(eq(projects.service, service))
    .orderBy(asc(projects.sortOrder), asc(projects.id));
}

export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, published: projects.published })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

export async function updateProject(
  db: Db,
  id: number,
  change: Partial<Omit<Project, "id" | "service">> & { published?: boolean },
) {
  const rows = await db
    .update(projects)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return rows.length === 1;
}

/** Sets the order of a service's projects to `ids` (each must belong to that service). */
export async function reorderProjects(db: Db, service: ServiceSlug, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .update(projects)
      .set({ sortOrder: position, updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), eq(projects.service, service)));
  }
}
