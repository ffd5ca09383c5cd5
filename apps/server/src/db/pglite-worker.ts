/**
 * Runs in a worker thread: opens PGlite on the data folder and serves it over the
 * PostgreSQL wire protocol on a Unix socket, so the server's event loop talks to it
 * like to any PostgreSQL and never runs SQL itself (see pglite-in-worker.ts).
 */
import { mkdir } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { pgliteOptions } from "./pglite-options";

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
  /** Create the database (initdb) and stop, without serving it. */
  initOnly?: boolean;
}

export type PgliteWorkerMessage =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "closed" };

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const { dataDir, socketPath, initOnly } = workerData as PgliteWorkerData;
const send = (message: PgliteWorkerMessage) => port.postMessage(message);

try {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, pgliteOptions);
  if (initOnly) {
    await db.close();
    send({ type: "closed" });
    port.close();
    process.exit(0);
  }
  // One connection: PGlite runs one session, and transactions must not interleave.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  port.on("message", async (message: unknown) => {
    if (message !== "close") return;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    send({ type: "closed" });
    port.close();
  });
  send({ type: "ready" });
} catch (error) {
  send({ type: "failed", message: (error as Error).message });
}
