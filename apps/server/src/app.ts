import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import type { BuilderSiteLimits } from "@pixelforge/contracts/builder-sites";
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { Redis } from "ioredis";
import { createLoginLimits } from "./accounts/login-limits";
import { createPasskeys } from "./accounts/passkeys";
import { startRetentionJob } from "./accounts/retention";
import { accountRoutes } from "./accounts/routes";
import { createAccountService } from "./accounts/service";
import { sessionCookieName, sessionToken } from "./accounts/session-cookie";
import { builderSiteRoutes } from "./builder-sites/routes";
import { createBuilderSites } from "./builder-sites/service";
import type { Config } from "./config";
import { conversationRoutes } from "./conversations/routes";
import { createVisitorConversations } from "./conversations/service";
import { type Database, isDatabaseUnavailable } from "./db/database";
import { registerCsrfCheck } from "./http/csrf";
import { HttpError, refusals, registerErrorHandling } from "./http/errors";
import { registerRateLimits } from "./http/rate-limit";
import { registerStaticSite } from "./http/static-site";
import { type MailTransport, type OutboxWorker, startOutboxWorker } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { mediaRoutes } from "./media/routes";
import { messageRoutes } from "./messages/routes";
import { createMessageService } from "./messages/service";
import { createProjectPages } from "./projects/pages";
import { projectRoutes } from "./projects/routes";
import { createProjectListCache } from "./projects/service";
import { createStaffAccess } from "./staff/access";
import { createInboxService } from "./staff/inbox-service";
import { createPeopleService } from "./staff/people-service";
import { portfolioRoutes } from "./staff/portfolio-routes";
import { createPortfolioService } from "./staff/portfolio-service";
import { staffRoutes } from "./staff/routes";
import { verifiedEmailOf } from "./staff/store";
import { systemRoutes } from "./system/routes";

const JSON_BODY_LIMIT = 64 * 1024;

/** What helmet and our hooks send, for the answers Fastify gives before any hook runs. */
const FRAMEWORK_ERROR_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cache-control": "no-store",
};

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
  /** Run the retention job in this process (default: when the outbox worker runs). */
  retentionJob?: boolean;
  /** Caps on sites saved from the Website Builder (default BUILDER_SITE_LIMITS). */
  builderSiteLimits?: BuilderSiteLimits;
}

/** The path of a request URL, without its query string (which may carry tokens). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Where a database error carries the values of a statement: never written to the log. */
const statementValues = new Set(["params", "parameters", "detail"]);

/**
 * An error as the log shows it: name, message, stack, its own fields and its cause, less
 * the statement's values (Drizzle's "Failed query: …\nparams: …" names e-mail addresses,
 * password hashes, tokens' hashes).
 */
export function loggedError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  // pino hands over whatever was logged as `err`: only errors are taken apart.
  if (!(error instanceof Error)) return error;
  const withoutValues = (text: string | undefined) =>
    (text ?? "").replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "");
  const logged: { [key: string]: unknown; type: string; message: string; stack: string } = {
    type: error.constructor.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack),
  };
  for (const [key, value] of Object.entries(error)) {
    if (!statementValues.has(key) && key !== "cause") logged[key] = value;
  }
  if (error.cause !== undefined) {
    logged.cause = error.cause instanceof Error ? loggedError(error.cause) : error.cause;
  }
  return logged;
}

/**
 * Logger options with serializers that never write a query string: a request logged as
 * `req` shows its method and path only, an error never the values of a statement.
 */
function withSafeSerializers(logger: FastifyServerOptions["logger"]) {
  if (!logger || typeof logger !== "object") return logger;
  return {
    ...logger,
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: pathOf(request.url ?? ""),
      }),
      err: loggedError,
      ...logger.serializers,
    },
  };
}

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  redis,
  mailTransport,
  outboxWorker = true,
  retentionJob = Boolean(outboxWorker),
  builderSiteLimits,
}: AppDependencies) {
  const app = Fastify({
    logger: withSafeSerializers(logger),
    // One line per request, written by the onResponse hook below, instead of Fastify's
    // "incoming request" and "request completed" pair (which carry the query string).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies nearest to us (what proxy-addr does with a number).
    trustProxy:
      typeof config.trustProxy === "number"
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    genReqId: () => randomUUID(),
    // While closing, requests on open connections are still served; the closed listener refuses new ones.
    return503OnClosing: false,
    // A path the router cannot decode (GET /%zz) is answered before any hook runs: our
    // shape and our headers, set here.
    frameworkErrors: (error, request, raw) => {
      const reply = raw as unknown as FastifyReply;
      reply
        .code(400)
        .headers({ ...FRAMEWORK_ERROR_HEADERS, "x-request-id": request.id })
        .send({
          message:
            error.code === "FST_ERR_BAD_URL"
              ? "The address is not valid."
              : "The request could not be understood.",
        });
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // The request's logger already carries its id (reqId); a 4xx adds why it was refused.
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...refusals.get(request),
      },
      "request",
    );
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
  registerCsrfCheck(app, {
    publicOrigin: config.publicOrigin,
    sessionCookie: sessionCookieName(config.publicOrigin),
  });
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

  if (retentionJob) {
    let job: ReturnType<typeof startRetentionJob> | undefined;
    app.addHook("onReady", async () => {
      job = startRetentionJob(database.db, {
        ...config.retention,
        log: app.log.child({ component: "retention" }),
      });
    });
    app.addHook("onClose", async () => {
      await job?.stop();
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
      publicOrigin: config.publicOrigin,
      mailQueued,
    }),
  );
  const projectList = createProjectListCache(database.db);
  projectRoutes(app, projectList);
  const accounts = createAccountService({
    db: database.db,
    loginLimits: createLoginLimits(redis),
    publicOrigin: config.publicOrigin,
    google: config.googleClientId
      ? { clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }
      : undefined,
    mailQueued,
    adminEmails: config.adminEmails,
  });
  const builderSites = createBuilderSites(database.db, builderSiteLimits);
  accountRoutes(app, {
    accounts,
    builderSites,
    passkeys: createPasskeys({
      db: database.db,
      rpId: config.webauthn.rpId,
      origin: config.webauthn.origin,
    }),
    publicOrigin: config.publicOrigin,
    googleConfigured: Boolean(config.googleClientId),
  });

  const sessionOf = (request: FastifyRequest) => {
    const token = sessionToken(request, config.publicOrigin);
    return token ? accounts.currentSession(token) : Promise.resolve(undefined);
  };
  const visitors = createVisitorConversations({
    db: database.db,
    publicOrigin: config.publicOrigin,
    agencyInbox: config.agencyInbox,
    mailQueued,
  });
  conversationRoutes(app, {
    visitors,
    verifiedEmailOf: async (request) => {
      const session = await sessionOf(request);
      return session ? verifiedEmailOf(database.db, session.user.id) : undefined;
    },
  });
  const staffAccess = createStaffAccess(database.db, sessionOf);
  staffRoutes(app, {
    requireRole: staffAccess,
    inbox: createInboxService({
      db: database.db,
      publicOrigin: config.publicOrigin,
      mailQueued,
    }),
    people: createPeopleService(database.db),
  });
  mediaRoutes(app, { db: database.db, requireRole: staffAccess });
  builderSiteRoutes(app, { sites: builderSites, sessionOf });
  portfolioRoutes(app, {
    requireRole: staffAccess,
    portfolio: createPortfolioService(database.db, projectList.forget),
  });

  const cookieName = sessionCookieName(config.publicOrigin);
  const site = await registerStaticSite(
    app,
    config.webRoot,
    (request) => Boolean(request.cookies[cookieName]),
    createProjectPages({ projectList, webRoot: config.webRoot, log: app.log }),
  );

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
