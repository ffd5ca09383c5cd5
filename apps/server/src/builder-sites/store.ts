import { and, asc, count, desc, eq, ne, sql, sum } from "drizzle-orm";
import type { Db } from "../db/database";
import { builderSiteAssets, builderSites, users } from "../db/schema";

/** One file of a site: an original, or a variant naming its original in `variantOf`. */
export interface SiteFile {
  name: string;
  contentType: string;
  width: number | null;
  height: number | null;
  variantOf: string | null;
  bytes: Buffer;
}

const summaryColumns = {
  id: builderSites.id,
  name: builderSites.name,
  version: builderSites.version,
  updatedAt: builderSites.updatedAt,
  sizeBytes: builderSites.sizeBytes,
};
const owned = (userId: string, id: string) =>
  and(eq(builderSites.id, id), eq(builderSites.userId, userId));

/**
 * Holds the owner's row until the transaction ends, so two saves from the same account
 * cannot both pass the account's cap.
 */
export async function lockOwner(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** How many sites the account keeps and their total size, leaving out `exceptId`. */
export async function usageOf(db: Db, userId: string, exceptId?: string) {
  const [row] = await db
    .select({ sites: count(), bytes: sum(builderSites.sizeBytes).mapWith(Number) })
    .from(builderSites)
    .where(
      exceptId
        ? and(eq(builderSites.userId, userId), ne(builderSites.id, exceptId))
        : eq(builderSites.userId, userId),
    );
  return { sites: row?.sites ?? 0, bytes: row?.bytes ?? 0 };
}

export function listSites(db: Db, userId: string) {
  return db
    .select(summaryColumns)
    .from(builderSites)
    .where(eq(builderSites.userId, userId))
    .orderBy(desc(builderSites.updatedAt), asc(builderSites.id));
}

export async function insertSite(
  tx: Db,
  site: { userId: string; name: string; config: unknown; sizeBytes: number },
) {
  const [row] = await tx.insert(builderSites).values(site).returning(summaryColumns);
  if (!row) throw new Error("builder site insert returned nothing");
  return row;
}

export async function replaceFiles(tx: Db, siteId: string, files: readonly SiteFile[]) {
  await tx.delete(builderSiteAssets).where(eq(builderSiteAssets.siteId, siteId));
  // One statement a file: a site's pictures can weigh 25 MB, a statement stays small.
  for (const [position, file] of files.entries()) {
    await tx.insert(builderSiteAssets).values({ ...file, siteId, position });
  }
}

export async function findSite(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, config: builderSites.config })
    .from(builderSites)
    .where(owned(userId, id));
  return row;
}

export function filesOf(db: Db, siteId: string) {
  return db
    .select({
      name: builderSiteAssets.name,
      contentType: builderSiteAssets.contentType,
      width: builderSiteAssets.width,
      height: builderSiteAssets.height,
      variantOf: builderSiteAssets.variantOf,
      bytes: builderSiteAssets.bytes,
    })
    .from(builderSiteAssets)
    .where(eq(builderSiteAssets.siteId, siteId))
    .orderBy(asc(builderSiteAssets.position));
}

export async function versionOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ version: builderSites.version })
    .from(builderSites)
    .where(owned(userId, id));
  return row?.version;
}

/** The new content, only when the stored version is still `version`; else undefined. */
export async function updateContent(
  tx: Db,
  userId: string,
  id: string,
  version: number,
  content: { config: unknown; sizeBytes: number },
) {
  const [row] = await tx
    .update(builderSites)
    .set({ ...content, version: sql`${builderSites.version} + 1`, updatedAt: new Date() })
    .where(and(owned(userId, id), eq(builderSites.version, version)))
    .returning(summaryColumns);
  return row;
}

export async function renameSite(db: Db, userId: string, id: string, name: string) {
  const [row] = await db
    .update(builderSites)
    .set({ name })
    .where(owned(userId, id))
    .returning(summaryColumns);
  return row;
}

export async function deleteSite(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(builderSites)
    .where(owned(userId, id))
    .returning({ id: builderSites.id });
  return rows.length > 0;
}

/** For the account's data download: names, configurations and picture names, no bytes. */
export async function sitesForExport(db: Db, userId: string) {
  const sites = await db
    .select({
      id: builderSites.id,
      name: builderSites.name,
      config: builderSites.config,
      createdAt: builderSites.createdAt,
      updatedAt: builderSites.updatedAt,
    })
    .from(builderSites)
    .where(eq(builderSites.userId, userId))
    .orderBy(desc(builderSites.updatedAt), asc(builderSites.id));
  const pictures = await db
    .select({ siteId: builderSiteAssets.siteId, name: builderSiteAssets.name })
    .from(builderSiteAssets)
    .innerJoin(builderSites, eq(builderSites.id, builderSiteAssets.siteId))
    .where(and(eq(builderSites.userId, userId), sql`${builderSiteAssets.variantOf} is null`))
    .orderBy(asc(builderSiteAssets.position));
  return sites.map(({ id, ...site }) => ({
    ...site,
    pictures: pictures.filter((p) => p.siteId === id).map((p) => p.name),
  }));
}
