import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";

/**
 * "Has this user proved their e-mail address?" For features that must not trust an address
 * nobody proved (staff roles, linking Google, listing tickets by address).
 */
export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.verifiedAt);
}
