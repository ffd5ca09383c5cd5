import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { ensureServerBuild } from "../../../scripts/build-server.mjs";
import { openPglite } from "../src/db/database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates one PGlite database once; every test loads a copy (~1 s instead of ~3 s). */
export default async function setup(project: TestProject) {
  // The process-level tests (server-process.ts) run the compiled server.
  await ensureServerBuild();
  const dir = await mkdtemp(join(tmpdir(), "pixelforge-template-"));
  const client = await PGlite.create();
  const database = await openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  const file = join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
