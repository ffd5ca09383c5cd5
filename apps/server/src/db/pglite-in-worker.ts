import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { isRunning } from "./data-dir-lock";
import type { Database } from "./database";
import type { PgliteWorkerData, PgliteWorkerMessage } from "./pglite-worker";
import { overPool, STATEMENT_TIMEOUT_MS } from "./postgres";

const SOCKET_DIR_PREFIX = "pixelforge-db-";

/** A server killed with SIGKILL leaves its socket folder behind; the next start removes it. */
function removeAbandonedSocketDirs() {
  for (const name of readdirSync(tmpdir())) {
    const owner = Number(name.match(/^pixelforge-db-(\d+)-/)?.[1]);
    if (!owner || isRunning(owner)) continue;
    try {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      // another user's folder: not ours to remove
    }
  }
}

/**
 * The compiled server (apps/server/dist, decision 010) has `pglite-worker.js` next to its
 * own bundle. From the TypeScript sources (dev, tests) the worker registers tsx before
 * loading pglite-worker.ts.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData });
  }
  const workerScript = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(new URL("./pglite-worker.ts", import.meta.url).href)}))`;
  return new Worker(workerScript, { eval: true, workerData });
}

/**
 * A new data folder is created (initdb) in a worker of its own that then ends: initdb
 * peaks near 850 MB, and WASM memory is only given back when its thread ends. The
 * server's worker then opens the created folder like on any later start (~310 MB).
 */
async function createInThrowawayWorker(dataDir: string) {
  const worker = startWorker({ dataDir, socketPath: "", initOnly: true });
  try {
    const message = await new Promise<PgliteWorkerMessage>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the database worker exited (${code})`)));
      worker.once("message", resolve);
    });
    if (message.type === "failed") throw new Error(message.message);
  } finally {
    await worker.terminate();
  }
}

/**
 * Opens PGlite in a worker thread and talks to it over a Unix socket in a private
 * temporary folder, through the same node-postgres driver as PostgreSQL. PGlite runs SQL
 * synchronously; in the server's own thread every query would stall every other request
 * (decision 007). If the worker dies, the process stops: the data is safe on disk, and a
 * restart reopens it.
 */
export async function openPgliteInWorker(dataDir: string): Promise<Database> {
  removeAbandonedSocketDirs();
  if (!existsSync(join(dataDir, "PG_VERSION"))) await createInThrowawayWorker(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const data: PgliteWorkerData = { dataDir, socketPath: join(socketDir, ".s.PGSQL.5432") };
  const worker = startWorker(data);
  let closing = false;

  const next = () =>
    new Promise<PgliteWorkerMessage>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the database worker exited (${code})`));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (message: PgliteWorkerMessage) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        resolve(message);
      });
    });

  const first = await next().catch((error: Error) => ({ type: "failed", message: error.message }));
  if (first.type !== "ready") {
    removeSocketDir();
    await worker.terminate();
    throw new Error(first.type === "failed" ? first.message : "the database worker did not start");
  }
  worker.on("error", (error) => {
    process.stderr.write(`The embedded database failed: ${error.message}\n`);
  });
  worker.on("exit", (code) => {
    removeSocketDir();
    if (closing) return;
    process.stderr.write(`The embedded database stopped unexpectedly (${code}); exiting.\n`);
    process.exit(1);
  });

  // One connection, kept open: PGlite serves one session at a time.
  const pool = new pg.Pool({
    host: socketDir,
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5_000,
    // A statement that never comes back fails (503) instead of holding the request forever.
    // PGlite has no timer of its own to cancel it, so the client gives up.
    query_timeout: STATEMENT_TIMEOUT_MS,
  });
  const database = overPool(pool, "pglite");
  return {
    ...database,
    close: async () => {
      closing = true;
      await database.close();
      const closed = next().catch(() => undefined);
      worker.postMessage("close");
      await closed;
      await worker.terminate();
    },
  };
}
