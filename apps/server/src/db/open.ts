import { type Database, openPglite } from "./database";
import { openPgliteInWorker } from "./pglite-in-worker";
import { openPostgres } from "./postgres";

/**
 * PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`: in a worker thread for
 * the server (`embedded: "worker"`, not on Windows), in this thread for short commands.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  embedded?: "worker" | "in-process";
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.embedded === "worker" && process.platform !== "win32") {
    return openPgliteInWorker(options.dataDir);
  }
  return openPglite(options.dataDir);
}
