import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type AppDependencies, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: "silent", WEB_ROOT: join(tmpdir(), "pixelforge-no-web-build") }),
    ...overrides,
  };
}

/**
 * Registers hooks that build an app on a fresh database of the given kind for the
 * enclosing describe block, and returns an accessor for it.
 */
export function useTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  dependencies: Partial<Omit<AppDependencies, "config" | "database">> = {},
) {
  const state = {} as { app: Awaited<ReturnType<typeof buildApp>>; testDb: TestDatabase };
  beforeAll(async () => {
    state.testDb = await createTestDatabase(kind);
    const dataDir = await mkdtemp(join(tmpdir(), "pixelforge-data-"));
    state.app = await buildApp({
      config: testConfig({ dataDir, ...overrides }),
      database: state.testDb.database,
      ...dependencies,
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.testDb?.drop();
  });
  return state;
}
