import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { media, mediaVariants, projects } from "../db/schema";
import type { Variant } from "./images";

export async function insertMedia(
  tx: Db,
  image: { width: number; height: number; createdBy: string },
  variants: Variant[],
) {
  const [row] = await tx.insert(media).values(image).returning({ id: media.id });
  if (!row) throw new Error("media insert returned nothing");
  await tx.insert(mediaVariants).values(variants.map((v) => ({ ...v, mediaId: row.id })));
  return row.id;
}

export async function findVariant(db: Db, id: string, width: number, format: string) {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, id),
        eq(mediaVariants.width, width),
        eq(mediaVariants.format, format),
      ),
    )
    .limit(1);
  return row?.bytes;
}

/**
 * Deletes uploads made before `uploadedBefore` that no project shows any more (replaced,
 * or their project deleted), with their variants. The grace period covers a picture
 * uploaded into a project form that is not saved yet.
 */
export async function deleteUnusedMedia(db: Db, uploadedBefore: Date) {
  await db
    .delete(media)
    .where(
      and(
        sql`${media.createdAt} < ${uploadedBefore.toISOString()}`,
        sql`not exists (select 1 from ${projects} where ${projects.image} like '/media/' || ${media.id}::text || '/%')`,
      ),
    );
}
