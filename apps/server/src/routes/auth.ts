import {
  forgotPasswordRequest,
  googleLoginRequest,
  type LoginResponse,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
} from "@pixelforge/contracts/auth";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FailureCounter } from "../accounts/failure-counter";
import { GoogleCredentialError, verifyGoogleCredential } from "../accounts/google";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  spendVerifyTime,
  verifyPassword,
} from "../accounts/passwords";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSessionUser,
  sessionToken,
  setSessionCookie,
  toPublicUser,
} from "../accounts/sessions";
import { hashToken, newToken } from "../accounts/tokens";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { passwordResetTokens, sessions, users } from "../db/schema";
import { HttpError, parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import type { OutboxWorker } from "../mail/outbox";
import { enqueueMail } from "../mail/store";
import { passwordResetMail } from "../mail/templates";

const INVALID_LOGIN = "Invalid email or password";
const FORGOT_ANSWER =
  "If an account exists for that email, we have sent a link to reset its password. It is valid for one hour.";
const RESET_TTL_MS = 3_600_000;
const LOGIN_LIMITS = [
  { scope: "ip+account", max: 10, windowMs: 15 * 60_000 },
  { scope: "account", max: 100, windowMs: 60 * 60_000 },
] as const;

interface Dependencies {
  db: Db;
  config: Config;
  failures: FailureCounter;
  outbox: () => OutboxWorker | undefined;
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

export function authRoutes(app: FastifyInstance, { db, config, failures, outbox }: Dependencies) {
  const signIn = async (
    reply: FastifyReply,
    user: { id: string; username: string; email: string },
  ) => {
    const { token, expiresAt } = await createSession(db, user.id);
    setSessionCookie(reply, config, token, expiresAt);
    return { token, user: toPublicUser(user) } satisfies LoginResponse;
  };

  app.post(
    "/api/auth/register",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const body = parseWith(registerRequest, request.body);
      if (isCommonPassword(body.password)) {
        throw new HttpError(400, "Please choose a stronger password.", {
          password: [COMMON_PASSWORD_MESSAGE],
        });
      }
      const [taken] = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = lower(${body.email})`,
            sql`lower(${users.username}) = lower(${body.username})`,
          ),
        )
        .limit(1);
      const conflict = () =>
        taken && taken.email.toLowerCase() === body.email.toLowerCase()
          ? "An account with this email already exists. Log in, or reset your password."
          : "This username is taken. Choose another one.";
      if (taken) throw new HttpError(409, conflict());
      const passwordHash = await hashPassword(body.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ email: body.email, username: body.username, passwordHash })
          .returning({ id: users.id, username: users.username, email: users.email });
        return reply.status(201).send({ message: "Signup successful!", user: toPublicUser(user!) });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, "This email or username was just taken. Try another.");
        throw error;
      }
    },
  );

  app.post("/api/auth/login", async (request: FastifyRequest, reply) => {
    const body = parseWith(loginRequest, request.body);
    const account = body.email.toLowerCase();
    const keys = [`login:${request.ip}:${account}`, `login:${account}`];
    for (const [i, limit] of LOGIN_LIMITS.entries()) {
      const { count, resetInMs } = await failures.get(keys[i]!);
      if (count >= limit.max) {
        const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
        throw new HttpError(
          429,
          `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minutes, or reset your password.`,
          undefined,
          {
            "retry-after": String(seconds),
          },
        );
      }
    }
    const [user] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${account}`)
      .limit(1);
    let valid = false;
    if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, body.password);
    else await spendVerifyTime(body.password);
    if (!user || !valid) {
      await Promise.all(
        LOGIN_LIMITS.map((limit, i) => failures.increment(keys[i]!, limit.windowMs)),
      );
      throw new HttpError(401, INVALID_LOGIN);
    }
    await failures.reset(keys[0]!);
    return signIn(reply, user);
  });

  app.post("/api/auth/google", async (request, reply) => {
    if (!config.googleClientId) {
      throw new HttpError(
        503,
        "Google sign-in is not configured on this server. Use your email and password.",
      );
    }
    const { credential } = parseWith(googleLoginRequest, request.body);
    let identity: Awaited<ReturnType<typeof verifyGoogleCredential>>;
    try {
      identity = await verifyGoogleCredential(credential, {
        clientId: config.googleClientId,
        jwksUrl: config.googleJwksUrl,
      });
    } catch (error) {
      if (error instanceof GoogleCredentialError) {
        request.log.info({ reason: error.message }, "google sign-in refused");
        throw new HttpError(401, "Google could not confirm your sign-in. Please try again.");
      }
      throw error;
    }
    const user = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          googleSubject: users.googleSubject,
        })
        .from(users)
        .where(
          or(
            eq(users.googleSubject, identity.subject),
            sql`lower(${users.email}) = lower(${identity.email})`,
          ),
        )
        .limit(1);
      if (existing) {
        if (!existing.googleSubject) {
          await tx
            .update(users)
            .set({ googleSubject: identity.subject, updatedAt: new Date() })
            .where(eq(users.id, existing.id));
        }
        return existing;
      }
      const base = (identity.email.split("@")[0] ?? "user")
        .replace(/[^A-Za-z0-9._-]/g, "")
        .slice(0, 24)
        .padEnd(3, "0");
      for (let attempt = 0; ; attempt++) {
        const candidate =
          attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
        const [clash] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${candidate})`)
          .limit(1);
        if (clash && attempt < 10) continue;
        const [created] = await tx
          .insert(users)
          .values({ email: identity.email, username: candidate, googleSubject: identity.subject })
          .returning({ id: users.id, username: users.username, email: users.email });
        return created!;
      }
    });
    return signIn(reply, user);
  });

  app.post("/api/auth/logout", async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
    return { message: "You are logged out." };
  });

  app.get("/api/auth/me", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const token = sessionToken(request);
    const found = token ? await findSessionUser(db, token) : undefined;
    if (!found || !token) {
      if (request.cookies.pf_session) clearSessionCookie(reply, config);
      throw new HttpError(401, "You are not signed in.");
    }
    if (request.cookies.pf_session) setSessionCookie(reply, config, token, found.expiresAt);
    return { user: found.user };
  });

  app.post(
    "/api/auth/forgot-password",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const { email } = parseWith(forgotPasswordRequest, request.body);
      const [user] = await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (user) {
        const { token, hash } = newToken();
        const link = `${config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
        await db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            tokenHash: hash,
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_TTL_MS),
          });
          await enqueueMail(tx as unknown as Db, [
            {
              ...passwordResetMail({ name: user.username, link }),
              to: user.email,
            },
          ]);
        });
        outbox()?.kick();
      }
      return reply.status(202).send({ message: FORGOT_ANSWER });
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: { rateLimit: formRateLimit } },
    async (request) => {
      const body = parseWith(resetPasswordRequest, request.body);
      if (isCommonPassword(body.password)) {
        throw new HttpError(400, "Please choose a stronger password.", {
          password: [COMMON_PASSWORD_MESSAGE],
        });
      }
      const passwordHash = await hashPassword(body.password);
      const reset = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!row) return false;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)),
          );
        return true;
      });
      if (!reset)
        throw new HttpError(
          400,
          "This reset link is invalid, already used or expired. Ask for a new one.",
        );
      return { message: "Your password has been changed. Log in with your new password." };
    },
  );
}
