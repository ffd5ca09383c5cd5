import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import { createLoginLimits } from "./accounts/login-limits";
import { accountRoutes } from "./accounts/routes";
import { createAccountService } from "./accounts/service";
import { SESSION_COOKIE } from "./accounts/session-cookie";
import type { Config } from "./config";
import { type Database, isDatabaseUnavailable } from "./db/database";
import { registerCsrfCheck } from "./http/csrf";
import { HttpError, registerErrorHandling } from "./http/errors";
import { registerRateLimits } from "./http/rate-limit";
import { registerStaticSite } from "./http/static-site";
import { type MailTransport, type OutboxWorker, startOutboxWorker } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { messageRoutes } from "./messages/routes";
import { createMessageService } from "./messages/service";
import { projectRoutes } from "./projects/routes";
import { createProjectListCache } from "./projects/service";
import { systemRoutes } from "./system/routes";

const JSON_BODY_LIMIT = 64 * 1024;

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export interface AppDependencies {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Shares rate-limit counters between instances. */
  redis?: Redis;
  /** Defaults to nodemailer over SMTP_URL, or the log. */
  mailTransport?: MailTransport;
  /** Run the outbox worker in this process (default true); tests drive delivery themselves. */
  outboxWorker?: boolean | { intervalMs: number };
}

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  redis,
  mailTransport,
  outboxWorker = true,
}: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies nearest to us (what proxy-addr does with a number).
    trustProxy:
      typeof config.trustProxy === "number"
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    genReqId: () => randomUUID(),
    // While closing, requests on open connections are still served; the closed listener refuses new ones.
    return503OnClosing: false,
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Only JSON bodies are accepted; anything else is a 415.
  app.removeContentTypeParser("text/plain");
  registerErrorHandling(app, { isOutage: isDatabaseUnavailable });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicOrigin.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  });
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });

  await app.register(fastifyCookie);
  registerCsrfCheck(app, { publicOrigin: config.publicOrigin, sessionCookie: SESSION_COOKIE });
  await registerRateLimits(app, redis, "pixelforge-rl:");

  const transport = mailTransport ?? createMailTransport(config.smtpUrl, app.log);
  let worker: OutboxWorker | undefined;
  if (outboxWorker) {
    app.addHook("onReady", async () => {
      worker = startOutboxWorker(database.db, transport, {
        from: config.mailFrom,
        log: app.log.child({ component: "outbox" }),
        ...(typeof outboxWorker === "object" ? outboxWorker : {}),
      });
    });
    app.addHook("onClose", async () => {
      await worker?.stop();
      transport.close?.();
    });
  }

  // Mail is committed by the features; the worker is told so it sends at once.
  const mailQueued = () => worker?.kick();
  systemRoutes(app, {
    pingDatabase: database.ping,
    pingRedis: redis ? () => redis.ping() : undefined,
    googleClientId: config.googleClientId,
  });
  messageRoutes(
    app,
    createMessageService({
      db: database.db,
      agencyInbox: config.agencyInbox,
      mailQueued,
    }),
  );
  projectRoutes(app, createProjectListCache(database.db));
  const accounts = createAccountService({
    db: database.db,
    loginLimits: createLoginLimits(redis),
    publicOrigin: config.publicOrigin,
    google: config.googleClientId
      ? { clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }
      : undefined,
    mailQueued,
  });
  accountRoutes(app, {
    accounts,
    publicOrigin: config.publicOrigin,
    googleConfigured: Boolean(config.googleClientId),
  });

  const site = await registerStaticSite(app, config.webRoot);

  // Pages and files of the web build are looked up here, after every API route.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api");
    if (isPage && site.notFound) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        throw new HttpError(400, "The address is not valid.");
      }
      return site.notFound(request, reply, decoded);
    }
    throw new HttpError(404, `Not found: ${request.method} ${path}`);
  });

  return app;
}
