import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./database";
import { migrationsFolder } from "./migrations";
import * as schema from "./schema";

/** Any constant works; all instances of this app must agree on it. */
const MIGRATION_LOCK_ID = 7_302_114;

/**
 * How long one statement may take, on PostgreSQL and on PGlite alike. Past it the statement
 * fails as "unavailable" and the request answers 503, instead of holding a connection and
 * the visitor forever.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

export function openPostgres(
  connectionString: string,
  { statementTimeoutMs = STATEMENT_TIMEOUT_MS }: { statementTimeoutMs?: number } = {},
): Database {
  return overPool(
    new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // The server cancels a statement that runs too long, so its work and locks end too;
      // the client gives up after the same time on a server that does not answer at all.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs,
    }),
    "postgres",
  );
}

/** A Database on a node-postgres pool: a PostgreSQL server, or PGlite served from a worker. */
export function overPool(pool: pg.Pool, kind: Database["kind"]): Database {
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
