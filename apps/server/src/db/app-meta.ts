import type { Db } from "./database";
import { appMeta } from "./schema";

/** Records a one-time job as done; false when it was already recorded. */
export async function markDone(db: Db, key: string): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}
