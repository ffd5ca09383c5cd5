import {
  legacyKeys,
  legacyProject,
  type NewProject,
  newProject,
  type Project,
  type ServiceSlug,
} from "@pixelforge/contracts/projects";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database";
import { appMeta, projects } from "../db/schema";
import { seedProjects } from "./seed-data";

const columns = {
  id: projects.id,
  service: projects.service,
  title: projects.title,
  image: projects.image,
  description: projects.description,
  tags: projects.tags,
  projectLink: projects.projectLink,
};

export async function listProjects(db: Db, service?: ServiceSlug): Promise<Project[]> {
  const query = db.select(columns).from(projects);
  const rows = await (service ? query.where(eq(projects.service, service)) : query).orderBy(
    asc(projects.service),
    asc(projects.sortOrder),
    asc(projects.id),
  );
  return rows as Project[];
}

/** Validates and adds one project at the end of its service's list. */
export async function addProject(db: Db, input: NewProject): Promise<Project> {
  const value = newProject.parse(input);
  const [row] = await db
    .insert(projects)
    .values({ ...value, sortOrder: await nextSortOrder(db, value.service) })
    .returning(columns);
  return row as Project;
}

async function nextSortOrder(db: Db, service: ServiceSlug) {
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

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The file has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n  ${problems.join("\n  ")}`,
    );
  }
}

const legacyFile = z
  .object(
    Object.fromEntries(
      Object.keys(legacyKeys).map((key) => [key, z.array(z.unknown()).optional()]),
    ),
  )
  .passthrough();

/**
 * Imports a json-server `db.json` (logoProjects, uiProjects, seoProjects, webprojects).
 * Every item is checked first; one bad item stops the import with its key, index and field,
 * and nothing is written. The inserts run in one transaction.
 */
export async function importLegacyFile(
  db: Db,
  data: unknown,
): Promise<Record<ServiceSlug, number>> {
  const file = legacyFile.safeParse(data);
  if (!file.success || typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ImportError([
      "the file must be a JSON object with logoProjects, uiProjects, seoProjects or webprojects",
    ]);
  }
  const problems: string[] = [];
  const items: (NewProject & { service: ServiceSlug })[] = [];
  const keys = Object.keys(legacyKeys).filter((key) => key in file.data);
  if (keys.length === 0)
    problems.push("none of logoProjects, uiProjects, seoProjects, webprojects is present");
  for (const key of keys) {
    const service = legacyKeys[key as keyof typeof legacyKeys];
    const list = file.data[key];
    if (!Array.isArray(list)) {
      problems.push(`${key}: must be a list`);
      continue;
    }
    list.forEach((raw, index) => {
      const item = legacyProject.safeParse(raw);
      if (!item.success) {
        for (const issue of item.error.issues) {
          problems.push(
            `${key}[${index}]${issue.path.length ? `.${issue.path.join(".")}` : ""}: ${issue.message}`,
          );
        }
        return;
      }
      items.push({
        service,
        title: item.data.Title,
        image: item.data.image,
        description: item.data.description,
        tags: item.data.tags ?? [],
        projectLink: item.data.projectLink ?? null,
      });
    });
  }
  if (problems.length > 0) throw new ImportError(problems);

  const counts = { "web-development": 0, "logo-design": 0, "ui-ux-design": 0, seo: 0 } as Record<
    ServiceSlug,
    number
  >;
  await db.transaction(async (tx) => {
    for (const item of items) {
      await addProject(tx as unknown as Db, item);
      counts[item.service]++;
    }
  });
  return counts;
}

const SEED_MARK = "projects-seeded";

/**
 * Adds the starter portfolio once per database. Later starts do nothing, so projects the
 * agency edited or removed stay as the agency left them.
 */
export async function seedProjectsOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: SEED_MARK, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 0;
    let count = 0;
    for (const [index, seed] of seedProjects.entries()) {
      const { seedKey, ...fields } = seed;
      const value = newProject.parse(fields);
      const rows = await tx
        .insert(projects)
        .values({ ...value, seedKey, sortOrder: index })
        .onConflictDoNothing()
        .returning({ id: projects.id });
      count += rows.length;
    }
    return count;
  });
}
