import { agency } from "@pixelforge/brand/agency";
import { ConfigError, loadConfig } from "./config";
import { holdDataDir } from "./db/data-dir-lock";
import type { Database } from "./db/database";
import { openDatabase } from "./db/open";

/**
 * The rest of the server, loaded while the embedded database opens in its worker thread:
 * side by side, not one after the other, they take about 0.3 s less (the start target is 2 s).
 */
const loadServer = () =>
  Promise.all([
    import("./app"),
    import("./cli/commands"),
    import("./cli/control-socket"),
    import("./messages/service"),
    import("./projects/service"),
  ]).then(
    ([
      { buildApp },
      { cliCommands },
      { startControlSocket },
      { mirrorOldMessagesOnce },
      { seedProjectsOnce },
    ]) => ({ buildApp, cliCommands, startControlSocket, mirrorOldMessagesOnce, seedProjectsOnce }),
  );

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The cause of a start-up failure in words. A refused connection to PostgreSQL is an
 * AggregateError whose own message is empty: its code and its inner errors say what happened.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { message, code, errors, cause } = e as {
      message?: unknown;
      code?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    // Drizzle's wrapper names the query and its parameters: its cause is what went wrong.
    const wrapper = typeof message === "string" && message.startsWith("Failed query") && cause;
    if (typeof message === "string" && message && !wrapper) parts.push(message);
    else if (Array.isArray(errors) && errors.length > 0) parts.push(describeError(errors[0]));
    if (typeof code === "string" && !parts.some((p) => p.includes(code))) parts.push(`(${code})`);
  }
  return parts.join(" ").replace(/\s+/g, " ").trim() || String(error) || "unknown error";
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const releaseDataDir = config.databaseUrl ? undefined : holdDataDir(config.dataDir);
  if (releaseDataDir instanceof Error) fail(releaseDataDir.message);
  if (releaseDataDir) process.once("exit", releaseDataDir);
  // The worker starts first; the modules load on this thread meanwhile.
  const opening = openDatabase({ ...config, embedded: "worker" });
  const loading = loadServer();
  // Whichever fails first is reported below; the other's failure must not go unhandled.
  opening.catch(() => {});
  const { buildApp, cliCommands, startControlSocket, mirrorOldMessagesOnce, seedProjectsOnce } =
    await loading;
  let database: Database;
  try {
    database = await opening;
    await database.ping();
    await database.migrate();
    await seedProjectsOnce(database.db);
    await mirrorOldMessagesOnce(database.db);
  } catch (error) {
    const where = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : `PGlite in ${config.dataDir}`;
    fail(`Cannot open the database (${where}): ${describeError(error)}`);
  }

  const Redis = config.redisUrl ? (await import("ioredis")).Redis : undefined;
  const redis =
    config.redisUrl && Redis
      ? // Fail fast when Redis is gone, so every limiter falls back to memory at once.
        new Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: 500,
          connectTimeout: 2000,
        })
      : undefined;
  // Errors surface on the commands that fail; a dropped connection reconnects by itself.
  redis?.on("error", () => {});
  if (redis) {
    try {
      await Promise.race([
        new Promise((resolve) => redis.once("ready", resolve)),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("no answer within 5 s")), 5000),
        ),
      ]);
    } catch (error) {
      fail(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
    }
  }
  const app = await buildApp({
    config,
    database,
    redis,
    logger: { level: config.logLevel },
  });
  app.addHook("onClose", async () => {
    redis?.disconnect();
  });

  // Shutdown bookkeeping: requests in progress, and no keep-alive once stopping.
  let stopping = false;
  let inFlight = 0;
  app.addHook("onRequest", async () => {
    inFlight++;
  });
  app.addHook("onResponse", async () => {
    inFlight--;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });

  await app.listen({ port: config.port, host: config.host });
  // The CLIs reach the embedded database through this process while it runs (decision 017).
  const controlSocket = config.databaseUrl
    ? undefined
    : await startControlSocket(config.dataDir, database, cliCommands);
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  process.stdout.write(`\n  ${agency.shortName} is running at http://localhost:${port}\n\n`);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // Stop listening and let open connections finish what they started…
      controlSocket?.close();
      await app.close();
      const drainUntil = Date.now() + SHUTDOWN_GRACE_MS / 2;
      while (inFlight > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
      // …then drop any connection left, so nothing reaches the database once it is closed.
      app.server.closeAllConnections();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => fail(`Server failed to start: ${(error as Error).stack ?? error}`));
