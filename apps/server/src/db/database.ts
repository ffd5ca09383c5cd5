import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "./migrations";
import { pgliteOptions } from "./pglite-options";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** One real round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (typeof dataDir === "string") {
    await mkdir(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, pgliteOptions);
  } else {
    client = dataDir;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "53300", // too_many_connections
  "57014", // query_canceled, e.g. by statement_timeout
]);
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /pglite is clos(ed|ing)/i,
  /Connection ended/i,
  /Client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /query read timeout/i,
];

/** True when an error (or its cause chain) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object") {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === "string" && unavailableCodes.has(code)) return true;
      if (typeof message === "string" && unavailableMessages.some((re) => re.test(message))) {
        return true;
      }
      if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
        return true;
      }
      current = (current as { cause?: unknown }).cause;
    } else {
      break;
    }
  }
  return false;
}
