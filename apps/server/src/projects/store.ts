import type { Project, ServiceSlug } from "@pixelforge/contracts/projects";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { appMeta, projects } from "../db/schema";

const columns = {
  id: projects.id,
  service: projects.service,
  title: projects.title,
  image: projects.image,
  description: projects.description,
  tags: projects.tags,
  projectLink: projects.projectLink,
};

/** Every project, or one service's, in the order the agency set. */
export async function listProjects(db: Db, service?: ServiceSlug): Promise<Project[]> {
  const query = db.select(columns).from(projects);
  const rows = await (service ? query.where(eq(projects.service, service)) : query).orderBy(
    asc(projects.service),
    asc(projects.sortOrder),
    asc(projects.id),
  );
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

/** Records a one-time job as done; false when it was already recorded. */
export async function markDone(db: Db, key: string): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}
