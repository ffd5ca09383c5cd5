import { createHash } from "node:crypto";
import { projectImagePreload } from "@pixelforge/contracts/project-image";
import {
  legacyKeys,
  legacyProject,
  type NewProject,
  newProject,
  type Project,
  type ServiceSlug,
} from "@pixelforge/contracts/projects";
import { z } from "zod";
import { markDone } from "../db/app-meta";
import type { Db } from "../db/database";
import { seedProjects } from "./seed-data";
import { insertProject, insertSeedProject, listProjects, nextSortOrder } from "./store";

/** Validates and adds one project at the end of its service's list. */
export async function addProject(db: Db, input: NewProject): Promise<Project> {
  const value = newProject.parse(input);
  return insertProject(db, { ...value, sortOrder: await nextSortOrder(db, value.service) });
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

/** Every item of a legacy file as a new project, or every problem found, with its place. */
function readLegacyFile(data: unknown): (NewProject & { service: ServiceSlug })[] {
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
  return items;
}

/**
 * Imports a json-server `db.json` (logoProjects, uiProjects, seoProjects, webprojects).
 * Every item is checked first; one bad item stops the import with its key, index and field,
 * and nothing is written. The inserts run in one transaction.
 */
export async function importLegacyFile(
  db: Db,
  data: unknown,
): Promise<Record<ServiceSlug, number>> {
  const items = readLegacyFile(data);
  const counts = { "web-development": 0, "logo-design": 0, "ui-ux-design": 0, seo: 0 } as Record<
    ServiceSlug,
    number
  >;
  await db.transaction(async (tx) => {
    for (const item of items) {
      await addProject(tx, item);
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
    if (!(await markDone(tx, SEED_MARK))) return 0;
    let count = 0;
    for (const [index, seed] of seedProjects.entries()) {
      const { seedKey, ...fields } = seed;
      const value = newProject.parse(fields);
      if (await insertSeedProject(tx, { ...value, seedKey, sortOrder: index })) count++;
    }
    return count;
  });
}

/** Lists change rarely; a short cache spares the database without serving stale data for long. */
const LIST_CACHE_MS = 2000;

interface ProjectList {
  projects: Project[];
  /** `{ projects }` as JSON, serialised once for every request in the cache period. */
  json: string;
  etag: string;
  /** A `Link` header that preloads the first card's picture, when there is one to preload. */
  preload?: string;
}

/** A service's project list, read at most once every two seconds however many ask. */
export function createProjectListCache(db: Db) {
  const cache = new Map<ServiceSlug, Promise<ProjectList & { expiresAt: number }>>();
  const reload = (service: ServiceSlug) => {
    const next = listProjects(db, service, { publishedOnly: true }).then((projects) => {
      const json = JSON.stringify({ projects });
      const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
      const first = projects[0];
      const preload = first ? projectImagePreload(first.image) : undefined;
      return { projects, json, etag, preload, expiresAt: Date.now() + LIST_CACHE_MS };
    });
    cache.set(service, next);
    next.catch(() => cache.delete(service));
    return next;
  };
  const read = async (service: ServiceSlug): Promise<ProjectList> => {
    const entry = await cache.get(service)?.catch(() => undefined);
    return entry && entry.expiresAt > Date.now() ? entry : reload(service);
  };
  /** After a change in this instance, the next request reads the database again. */
  const forget = (service: ServiceSlug) => cache.delete(service);
  return Object.assign(read, { forget });
}

export type ProjectListCache = ReturnType<typeof createProjectListCache>;
