import { join } from "node:path";
import { serverDir } from "../paths";

/** The committed SQL migrations (drizzle-kit output), applied at every start. */
export const migrationsFolder = join(serverDir, "drizzle");
