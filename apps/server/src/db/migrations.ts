import { fileURLToPath } from "node:url";

/** The committed SQL migrations (drizzle-kit output), applied at every start. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
