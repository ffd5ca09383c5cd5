import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newToken } from "../../apps/server/src/accounts/tokens";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import type { Database } from "../../apps/server/src/db/database";
import { sessions, users } from "../../apps/server/src/db/schema";

/**
 * The whole server on `database`, driven in-process with `inject`, and the headers of a
 * signed-in member of staff (a bearer token for a new staff account).
 */
export async function staffApp(database: Database, name: string) {
  const [staff] = await database.db
    .insert(users)
    .values({ email: `${name}@example.com`, username: name, role: "staff" })
    .returning({ id: users.id });
  const { token, hash } = newToken();
  await database.db.insert(sessions).values({
    tokenHash: hash,
    userId: staff?.id ?? "",
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const config = {
    ...loadConfig({ LOG_LEVEL: "silent", WEB_ROOT: join(tmpdir(), "pixelforge-no-web-build") }),
    dataDir: mkdtempSync(join(tmpdir(), `pixelforge-${name}-`)),
  };
  const app = await buildApp({ config, database, outboxWorker: false });
  await app.ready();
  return { app, headers: { authorization: `Bearer ${token}` } };
}
