import { isIP } from "node:net";
import { join } from "node:path";
import { agency } from "@pixelforge/brand/agency";
import { z } from "zod";
import { serverDir } from "./paths";

/**
 * The only module that reads `process.env`. Every variable is validated here, so a
 * misconfigured server refuses to start with one line that names the variable.
 */
const defaultWebRoot = join(serverDir, "..", "web", "build", "client");
const defaultDataDir = join(serverDir, "..", "..", "data");

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = (protocols: readonly string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );

function isProxyList(value: string) {
  return value.split(",").every((entry) => {
    const [address, bits, extra] = entry.trim().split("/");
    if (extra !== undefined || !address || !isIP(address)) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
  });
}

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses. */
function parseTrustProxy(value: string): false | number | string {
  if (value === "false") return false;
  if (/^[1-9]$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((entry) => entry.trim())
    .join(",");
}

/** A whole positive number of days (or minutes) with a default. */
function days(what: string, fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `must be ${what}` })
      .int(`must be ${what}`)
      .min(1, `must be ${what}, at least 1`)
      .max(3650, `must be ${what}, at most 3650`)
      .default(fallback),
  );
}

const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be 0-65535")
      .max(65535, "must be 0-65535")
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(defaultDataDir)),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "postgres://user:pass@host:5432/db"),
  REDIS_URL: optionalUrl(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default(`${agency.name} <no-reply@${agency.domain}>`),
  ),
  AGENCY_INBOX: z.preprocess(
    emptyToUndefined,
    z.email("must be an e-mail address").default(agency.email.hello),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_JWKS_URL: z.preprocess(
    emptyToUndefined,
    z.url("must be a URL").default("https://www.googleapis.com/oauth2/v3/certs"),
  ),
  PUBLIC_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .url("must be an origin like https://example.com")
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("false")
      .refine(
        (value) => value !== "true",
        "true would trust every hop, so any client could pick its own address; give the number of proxies in front (1, 2) or their addresses (10.0.0.1,10.0.0.0/8)",
      )
      .refine(
        (value) => value === "false" || /^[1-9]$/.test(value) || isProxyList(value),
        "must be false, a number of proxies (1, 2) or a comma-separated list of proxy addresses or CIDRs",
      )
      .transform(parseTrustProxy),
  ),
  WEBAUTHN_RP_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "must be a host name like example.com (no scheme or port)")
      .optional(),
  ),
  WEBAUTHN_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .url("must be an origin like https://example.com")
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  RETENTION_INTERVAL_MINUTES: days("a number of minutes", 60),
  SENT_MAIL_RETENTION_DAYS: days("a number of days", 30),
  TOKEN_RETENTION_DAYS: days("a number of days", 7),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  WEB_ROOT: z.preprocess(emptyToUndefined, z.string().default(defaultWebRoot)),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((entry) => z.email().safeParse(entry).success),
        "must be e-mail addresses separated by commas, like owner@example.com,ops@example.com",
      ),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  agencyInbox: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Where visitors reach the site; links in e-mails and the CSRF check use it. */
  publicOrigin: string;
  /** false (no proxy), how many proxies sit in front, or their addresses/CIDRs. */
  trustProxy: false | number | string;
  logLevel: string;
  webRoot: string;
  /** Passkeys: the relying party id (a host name) and the origin pages run on. */
  webauthn: { rpId: string; origin: string };
  /** How often the retention job runs, and how long it keeps what it deletes. */
  retention: { intervalMinutes: number; sentMailDays: number; tokenDays: number };
  /** Accounts with one of these verified addresses become admins at sign-in (lower case). */
  adminEmails: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"}`);
  }
  const e = parsed.data;
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    agencyInbox: e.AGENCY_INBOX,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    publicOrigin,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT,
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID ?? new URL(e.WEBAUTHN_ORIGIN ?? publicOrigin).hostname,
      origin: e.WEBAUTHN_ORIGIN ?? publicOrigin,
    },
    retention: {
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES,
      sentMailDays: e.SENT_MAIL_RETENTION_DAYS,
      tokenDays: e.TOKEN_RETENTION_DAYS,
    },
    adminEmails: e.ADMIN_EMAILS,
  };
}
