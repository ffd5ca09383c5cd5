import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite } from "../src/db/database";
import { openPostgres } from "../src/db/postgres";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this test's own database. */
  url?: string;
  drop(): Promise<void>;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const tar = await readFile(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
  const database = await openPglite(client);
  return { database, drop: () => database.close().catch(() => {}) };
}

/** A fresh database on the server at DATABASE_URL, migrated, dropped by `drop()`. */
export async function createPostgresDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `pixelforge_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  if (options.migrate !== false) await database.migrate();
  let dropped = false;
  return {
    database,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function createTestDatabase(kind: DatabaseKind) {
  return kind === "pglite" ? createPgliteDatabase() : createPostgresDatabase();
}
