import type { PublicUser } from "@pixelforge/contracts/auth";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { enqueueMail } from "../mail/store";
import { passwordResetMail } from "../mail/templates";
import { GoogleCredentialError, verifyGoogleCredential } from "./google";
import { isKnownDeviceTag, knownDeviceTag, type LoginLimits } from "./login-limits";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  spendVerifyTime,
  verifyPassword,
} from "./passwords";
import * as store from "./store";
import { hashToken, newToken } from "./tokens";

const DAY_MS = 86_400_000;
const SESSION_DAYS = 30;
const RESET_TTL_MS = 3_600_000;
const INVALID_LOGIN = "Invalid email or password";

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: PublicUser;
  /** Set after a password login: marks this device as one that has signed in to the account. */
  knownDeviceTag?: string;
}

interface AccountDependencies {
  db: Db;
  loginLimits: LoginLimits;
  /** Links in e-mails point here. */
  publicOrigin: string;
  /** Undefined when Google sign-in is not configured. */
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Called once mail is committed, so the outbox sends it now rather than at its next poll. */
  mailQueued: () => void;
}

function toPublicUser(user: store.UserRow): PublicUser {
  return { id: user.id, name: user.username, email: user.email };
}

function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new HttpError(400, "Please choose a stronger password.", {
      password: [COMMON_PASSWORD_MESSAGE],
    });
  }
}

/** A username from the e-mail's local part, with a random suffix after the first attempt. */
function usernameCandidate(email: string, attempt: number) {
  const base = (email.split("@")[0] ?? "user")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, 24)
    .padEnd(3, "0");
  return attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
}

export function createAccountService(deps: AccountDependencies) {
  const { db, loginLimits } = deps;

  async function startSession(user: store.UserRow): Promise<SignedIn> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
    await store.insertSession(db, { tokenHash: hash, userId: user.id, expiresAt });
    return { token, expiresAt, user: toPublicUser(user) };
  }

  async function findOrCreateGoogleUser(identity: { subject: string; email: string }) {
    return db.transaction(async (tx) => {
      const existing = await store.findUserForGoogle(tx, identity.subject, identity.email);
      if (existing) {
        // Same verified e-mail: the Google account joins the existing one.
        if (!existing.googleSubject) {
          await store.linkGoogleSubject(tx, existing.id, identity.subject);
        }
        return existing;
      }
      let username = usernameCandidate(identity.email, 0);
      for (let attempt = 1; attempt <= 10; attempt++) {
        if (!(await store.isUsernameTaken(tx, username))) break;
        username = usernameCandidate(identity.email, attempt);
      }
      const created = await store.insertUser(tx, {
        email: identity.email,
        username,
        googleSubject: identity.subject,
      });
      if (!created) throw new Error("Google sign-in: the e-mail or username was just taken");
      return created;
    });
  }

  return {
    async register(input: { email: string; username: string; password: string }) {
      refuseCommonPassword(input.password);
      const taken = await store.findUserWithEmailOrUsername(db, input.email, input.username);
      if (taken) {
        throw new HttpError(
          409,
          taken.email.toLowerCase() === input.email.toLowerCase()
            ? "An account with this email already exists. Log in, or reset your password."
            : "This username is taken. Choose another one.",
        );
      }
      const passwordHash = await hashPassword(input.password);
      const user = await store.insertUser(db, {
        email: input.email,
        username: input.username,
        passwordHash,
      });
      if (!user) throw new HttpError(409, "This email or username was just taken. Try another.");
      return toPublicUser(user);
    },

    /**
     * Checks the password. Failures are counted per address, per address+account and per
     * account; the account count does not stop a device or address that signed in before.
     */
    async logIn(input: {
      email: string;
      password: string;
      ip: string;
      knownDeviceTags: readonly string[];
    }): Promise<SignedIn> {
      const account = input.email.toLowerCase();
      const user = await store.findUserByEmail(db, account);
      const knownDevice = Boolean(
        user?.passwordHash && isKnownDeviceTag(input.knownDeviceTags, user.id, user.passwordHash),
      );
      const attempt = { ip: input.ip, account, knownDevice };
      const blocked = await loginLimits.check(attempt);
      if (blocked) {
        throw new HttpError(429, blocked.message, undefined, {
          "retry-after": String(blocked.retryAfterSeconds),
        });
      }
      // An unknown e-mail costs one hash check too, so timing does not tell who has an account.
      let valid = false;
      if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
      else await spendVerifyTime(input.password);
      if (!user?.passwordHash || !valid) {
        await loginLimits.failed(attempt);
        throw new HttpError(401, INVALID_LOGIN);
      }
      await loginLimits.succeeded(attempt);
      return {
        ...(await startSession(user)),
        knownDeviceTag: knownDeviceTag(user.id, user.passwordHash),
      };
    },

    async signInWithGoogle(credential: string, log: FastifyBaseLogger): Promise<SignedIn> {
      if (!deps.google) throw new Error("Google sign-in is not configured");
      let identity: Awaited<ReturnType<typeof verifyGoogleCredential>>;
      try {
        identity = await verifyGoogleCredential(credential, deps.google);
      } catch (error) {
        if (error instanceof GoogleCredentialError) {
          log.info({ reason: error.message }, "google sign-in refused");
          throw new HttpError(401, "Google could not confirm your sign-in. Please try again.");
        }
        throw error;
      }
      return startSession(await findOrCreateGoogleUser(identity));
    },

    /**
     * The signed-in user, or undefined. Sliding expiry: a session used more than a day after
     * its last extension is extended to 30 days from now (at most one write a day).
     */
    async currentSession(token: string) {
      const row = await store.findLiveSession(db, hashToken(token));
      if (!row) return undefined;
      let expiresAt = row.expiresAt;
      if (expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
        expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
        await store.extendSession(db, row.sessionId, expiresAt);
      }
      return { user: toPublicUser(row), expiresAt };
    },

    async logOut(token: string) {
      await store.deleteSession(db, hashToken(token));
    },

    /** Mails a one-hour reset link if the account exists; says nothing either way. */
    async requestPasswordReset(email: string) {
      const user = await store.findUserByEmail(db, email);
      if (!user) return;
      const { token, hash } = newToken();
      const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        const expiresAt = new Date(Date.now() + RESET_TTL_MS);
        await store.insertResetToken(tx, { tokenHash: hash, userId: user.id, expiresAt });
        await enqueueMail(tx, [
          { ...passwordResetMail({ name: user.username, link }), to: user.email },
        ]);
      });
      deps.mailQueued();
    },

    /** Sets the new password once per token, and ends every session and other reset link. */
    async resetPassword(input: { token: string; password: string }) {
      refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const reset = await db.transaction(async (tx) => {
        const userId = await store.useResetToken(tx, hashToken(input.token));
        if (!userId) return false;
        const email = await store.setPasswordHash(tx, userId, passwordHash);
        await store.deleteSessionsOf(tx, userId);
        await store.useAllResetTokensOf(tx, userId);
        return email;
      });
      if (!reset) {
        throw new HttpError(
          400,
          "This reset link is invalid, already used or expired. Ask for a new one.",
        );
      }
      await loginLimits.accountRecovered(reset.toLowerCase());
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
