import { DELETE_CONFIRMATION } from "@pixelforge/contracts/account";
import type { PublicUser } from "@pixelforge/contracts/auth";
import { REAUTH_REQUIRED } from "@pixelforge/contracts/errors";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { enqueueMail } from "../mail/store";
import {
  emailChangedNotice,
  emailVerificationMail,
  passwordResetMail,
  passwordResetNoAccountMail,
} from "../mail/templates";
import { anonymiseMessagesFrom, listMessagesFrom } from "../messages/store";
import { GoogleCredentialError, verifyGoogleCredential } from "./google";
import { isKnownDeviceTag, knownDeviceTag, type LoginLimits } from "./login-limits";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  spendVerifyTime,
  verifyPassword,
} from "./passwords";
import { isRecentlyAuthenticated, SESSION_POLICY, slidingExpiry } from "./session-policy";
import * as store from "./store";
import { hashToken, newCode, newToken } from "./tokens";
import { describeUserAgent } from "./user-agent";

const RESET_TTL_MS = 3_600_000;
const VERIFY_TTL_MS = 3_600_000;
/** Wrong codes allowed per mailed code. */
const VERIFY_ATTEMPTS = 5;
/** Codes mailed per account per hour. */
const VERIFY_SENDS_PER_HOUR = 5;
const INVALID_LOGIN = "Invalid email or password";

/** The signed-in session of a request, as `currentSession` finds it. */
export interface CurrentSession {
  sessionId: string;
  user: PublicUser;
  /** Undefined for a session that ends with the browser. */
  expiresAt: Date | undefined;
  /** When the person last proved who they are in this session; null for older sessions. */
  reauthenticatedAt: Date | null;
}

export const REAUTH_MESSAGE = "Please confirm it's you to continue.";

export interface SignedIn {
  token: string;
  /** Undefined for a session that ends with the browser. */
  expiresAt: Date | undefined;
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
  /** Lower-case addresses that become admins at sign-in once verified (ADMIN_EMAILS). */
  adminEmails?: readonly string[];
}

function toPublicUser(user: store.UserRow): PublicUser {
  return {
    id: user.id,
    name: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Where a session was started from, for the account page's list. */
export interface Device {
  userAgent: string | undefined;
  ip: string;
  /** "Remember me": 30 days sliding; otherwise browser session and 12 h idle. */
  remember: boolean;
}

const INVALID_CODE = "This code is wrong or has expired. Check the e-mail, or send a new code.";

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

  async function startSession(user: store.UserRow, device: Device): Promise<SignedIn> {
    if (!(await store.admitSignIn(db, user.id, deps.adminEmails ?? []))) {
      throw new HttpError(
        403,
        "This account has been disabled. Contact us if you think this is a mistake.",
      );
    }
    const { token, hash } = newToken();
    // Signing in (password, passkey or Google) counts as proving who one is just now.
    const createdAt = new Date();
    const expiresAt = slidingExpiry(createdAt, device.remember, createdAt.getTime());
    await store.insertSession(db, {
      tokenHash: hash,
      userId: user.id,
      createdAt,
      expiresAt,
      persistent: device.remember,
      userAgent: device.userAgent?.slice(0, 512) ?? null,
      ip: device.ip,
      reauthenticatedAt: createdAt,
    });
    return { token, expiresAt: device.remember ? expiresAt : undefined, user: toPublicUser(user) };
  }

  /**
   * Google vouches for `sub` and a verified address. The account is found by `sub`; failing
   * that, an account with the same address joins only if its owner proved the address.
   * Otherwise whoever created it never proved it was theirs (finding 1, pre-hijacking): the
   * Google identity takes it over, its password is removed and its sessions end.
   */
  async function findOrCreateGoogleUser(identity: { subject: string; email: string }) {
    return db.transaction(async (tx) => {
      const bySubject = await store.findUserByGoogleSubject(tx, identity.subject);
      if (bySubject) {
        if (
          !bySubject.emailVerifiedAt &&
          bySubject.email.toLowerCase() === identity.email.toLowerCase()
        )
          await store.markEmailVerified(tx, bySubject.id);
        return bySubject;
      }
      const byEmail = await store.findUserByEmailForUpdate(tx, identity.email);
      if (byEmail) {
        if (byEmail.googleSubject) {
          // The address belongs to an account linked to a different Google account.
          throw new HttpError(
            409,
            "This e-mail address belongs to an account linked to another Google account. Log in with that account or your password.",
          );
        }
        if (byEmail.emailVerifiedAt) {
          await store.linkGoogleSubject(tx, byEmail.id, identity.subject);
          return byEmail;
        }
        await store.takeOverWithGoogle(tx, byEmail.id, identity.subject);
        await store.deleteSessionsOf(tx, byEmail.id);
        await store.useAllVerificationsOf(tx, byEmail.id);
        await store.useAllResetTokensOf(tx, byEmail.id);
        return { ...byEmail, emailVerifiedAt: new Date() };
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
        emailVerifiedAt: new Date(),
      });
      if (!created) throw new Error("Google sign-in: the e-mail or username was just taken");
      return created;
    });
  }

  /**
   * A fresh 6-digit code and its argon2id hash (salted): 20 bits are too few for a plain
   * hash, which a stolen table would give up at once. Made before the transaction.
   */
  async function hashedCode() {
    const code = newCode();
    return { code, codeHash: await hashPassword(code) };
  }

  /** Writes a fresh code and link for `email` (the account's, or one it wants to move to). */
  async function queueVerification(
    tx: Db,
    user: { id: string; username: string },
    email: string,
    { code, codeHash }: { code: string; codeHash: string },
  ) {
    const { token, hash } = newToken();
    await store.insertEmailVerification(tx, {
      userId: user.id,
      email,
      codeHash,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
    });
    const link = `${deps.publicOrigin}/account?verify=${encodeURIComponent(token)}`;
    await enqueueMail(tx, [
      { ...emailVerificationMail({ name: user.username, code, link }), to: email },
    ]);
  }

  /** Marks the code used and proves its address: the account's own, or the one it moves to. */
  async function applyVerification(tx: Db, row: { id: string; userId: string; email: string }) {
    await store.useVerification(tx, row.id);
    const account = await store.findAccount(tx, row.userId);
    if (!account) throw new HttpError(400, INVALID_CODE);
    if (account.email.toLowerCase() === row.email.toLowerCase()) {
      await store.markEmailVerified(tx, row.userId);
      return;
    }
    const moved = await store.setVerifiedEmail(tx, row.userId, row.email);
    if (!moved) throw new HttpError(409, "Another account now uses this e-mail address.");
    await store.useAllVerificationsOf(tx, row.userId);
    await enqueueMail(tx, [
      { ...emailChangedNotice({ name: account.username, newEmail: row.email }), to: account.email },
    ]);
  }

  /** A 403 the account page answers with "Confirm it's you", unless the proof is recent. */
  function requireRecentAuthentication(session: CurrentSession) {
    if (!isRecentlyAuthenticated(session.reauthenticatedAt)) {
      throw new HttpError(403, REAUTH_MESSAGE, undefined, undefined, REAUTH_REQUIRED);
    }
  }

  /**
   * Re-authentication for a change: the current password when the account has one (typed
   * in the same form, so it counts as proving who one is now); otherwise a recent sign-in
   * or "Confirm it's you".
   */
  async function checkPasswordOf(
    session: CurrentSession,
    password: string | undefined,
    field: string,
  ) {
    const account = await store.findAccount(db, session.user.id);
    if (!account) throw new HttpError(401, "You are not signed in.");
    if (account.passwordHash) {
      if (!password || !(await verifyPassword(account.passwordHash, password))) {
        throw new HttpError(400, "Your current password is not correct.", {
          [field]: ["This is not your current password."],
        });
      }
      await store.markReauthenticated(db, session.sessionId);
    } else {
      requireRecentAuthentication(session);
    }
    return account;
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
      const code = await hashedCode();
      const user = await db.transaction(async (tx) => {
        const created = await store.insertUser(tx, {
          email: input.email,
          username: input.username,
          passwordHash,
        });
        if (created) await queueVerification(tx, created, created.email, code);
        return created;
      });
      if (!user) throw new HttpError(409, "This email or username was just taken. Try another.");
      deps.mailQueued();
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
      device: Device;
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
        ...(await startSession(user, input.device)),
        knownDeviceTag: knownDeviceTag(user.id, user.passwordHash),
      };
    },

    async signInWithGoogle(
      credential: string,
      device: Device,
      log: FastifyBaseLogger,
    ): Promise<SignedIn> {
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
      return startSession(await findOrCreateGoogleUser(identity), device);
    },

    /**
     * The signed-in user, or undefined. Sliding expiry, written at most once a minute with
     * `last_seen_at`: 30 days from now with "remember me", else 12 hours, never past the
     * session's absolute end (90 or 7 days after sign-in), which the query enforces too.
     */
    async currentSession(token: string): Promise<CurrentSession | undefined> {
      const row = await store.findLiveSession(db, hashToken(token));
      if (!row) return undefined;
      let expiresAt = row.expiresAt;
      if (Date.now() - row.lastSeenAt.getTime() >= SESSION_POLICY.touchEveryMs) {
        expiresAt = slidingExpiry(row.createdAt, row.persistent);
        await store.touchSession(db, row.sessionId, expiresAt);
      }
      return {
        sessionId: row.sessionId,
        user: toPublicUser(row),
        expiresAt: row.persistent ? expiresAt : undefined,
        reauthenticatedAt: row.reauthenticatedAt,
      };
    },

    requireRecentAuthentication,

    /**
     * "Confirm it's you" with the password: counted like failed logins from this address
     * for this account, so a stolen session cannot guess the password here.
     */
    async reauthenticateWithPassword(session: CurrentSession, password: string, ip: string) {
      const account = await store.findAccount(db, session.user.id);
      if (!account) throw new HttpError(401, "You are not signed in.");
      if (!account.passwordHash) {
        throw new HttpError(
          400,
          "Your account has no password. Confirm with Google or a passkey instead.",
        );
      }
      const attempt = { ip, account: account.email.toLowerCase(), knownDevice: true };
      const blocked = await loginLimits.check(attempt);
      if (blocked) {
        throw new HttpError(429, blocked.message, undefined, {
          "retry-after": String(blocked.retryAfterSeconds),
        });
      }
      if (!(await verifyPassword(account.passwordHash, password))) {
        await loginLimits.failed(attempt);
        throw new HttpError(400, "Your password is not correct.", {
          password: ["This is not your current password."],
        });
      }
      await loginLimits.succeeded(attempt);
      await store.markReauthenticated(db, session.sessionId);
    },

    /** "Confirm it's you" with Google: the ID token must be for the Google account linked here. */
    async reauthenticateWithGoogle(
      session: CurrentSession,
      credential: string,
      log: FastifyBaseLogger,
    ) {
      if (!deps.google) throw new Error("Google sign-in is not configured");
      const account = await store.findAccount(db, session.user.id);
      if (!account) throw new HttpError(401, "You are not signed in.");
      let subject: string;
      try {
        subject = (await verifyGoogleCredential(credential, deps.google)).subject;
      } catch (error) {
        if (error instanceof GoogleCredentialError) {
          log.info({ reason: error.message }, "google re-authentication refused");
          throw new HttpError(401, "Google could not confirm it's you. Please try again.");
        }
        throw error;
      }
      if (!account.googleSubject || account.googleSubject !== subject) {
        throw new HttpError(
          401,
          "That Google account is not the one linked to your account. Choose the one you sign in with.",
        );
      }
      await store.markReauthenticated(db, session.sessionId);
    },

    /** Records a proof made elsewhere (a passkey of this account, checked by the caller). */
    async markReauthenticated(session: CurrentSession) {
      await store.markReauthenticated(db, session.sessionId);
    },

    /** A session for someone who proved who they are another way (a passkey). */
    async startSessionFor(user: store.UserRow, device: Device): Promise<SignedIn> {
      return startSession(user, device);
    },

    async logOut(token: string) {
      await store.deleteSession(db, hashToken(token));
    },

    /**
     * Mails a one-hour reset link if the account exists, and otherwise a note that there is
     * no account: one lookup and one statement writing one mail either way, so neither the
     * answer nor its timing tells whether the address has an account.
     */
    async requestPasswordReset(email: string) {
      const user = await store.findUserByEmail(db, email);
      const { token, hash } = newToken();
      const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      const expiresAt = new Date(Date.now() + RESET_TTL_MS);
      if (user) {
        await store.insertResetTokenWithMail(db, { tokenHash: hash, userId: user.id, expiresAt }, [
          { ...passwordResetMail({ name: user.username, link }), to: user.email },
        ]);
      } else {
        await enqueueMail(db, [
          {
            ...passwordResetNoAccountMail({ signupLink: `${deps.publicOrigin}/signup` }),
            to: email,
          },
        ]);
      }
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

    /** Mails a new code to the address being proved; at most five an hour. */
    async resendVerification(userId: string) {
      const account = await store.findAccount(db, userId);
      if (!account) throw new HttpError(401, "You are not signed in.");
      const pending = await store.findPendingEmailOf(db, userId, account.email);
      if (!pending && account.emailVerifiedAt) {
        throw new HttpError(400, "Your e-mail address is already verified.");
      }
      const sent = await store.countEmailVerificationsSince(
        db,
        userId,
        new Date(Date.now() - 3_600_000),
      );
      if (sent >= VERIFY_SENDS_PER_HOUR) {
        throw new HttpError(
          429,
          "We have sent several codes in the last hour. Wait a while, then ask again.",
          undefined,
          { "retry-after": "3600" },
        );
      }
      const code = await hashedCode();
      await db.transaction((tx) => queueVerification(tx, account, pending ?? account.email, code));
      deps.mailQueued();
    },

    /** The code from the e-mail, typed by the signed-in owner; five wrong tries per code. */
    async verifyEmailByCode(userId: string, code: string) {
      // The argon2 check runs outside the transaction; the row is then locked and checked again.
      const live = await store.findLiveVerificationOf(db, userId, { lock: false });
      const matches = live ? await verifyPassword(live.codeHash, code) : false;
      const outcome = await db.transaction(async (tx) => {
        const row = await store.findLiveVerificationOf(tx, userId);
        if (!row || row.id !== live?.id) return "invalid" as const;
        if (row.attempts >= VERIFY_ATTEMPTS) return "exhausted" as const;
        if (!matches) {
          await store.countVerificationAttempt(tx, row.id);
          return row.attempts + 1 >= VERIFY_ATTEMPTS
            ? ("exhausted" as const)
            : ("invalid" as const);
        }
        await applyVerification(tx, row);
        return "verified" as const;
      });
      if (outcome === "exhausted") {
        throw new HttpError(400, "Too many wrong codes. Send a new code and try again.", {
          code: ["Too many wrong codes. Send a new code."],
        });
      }
      if (outcome === "invalid") throw new HttpError(400, INVALID_CODE, { code: [INVALID_CODE] });
      deps.mailQueued();
    },

    /** The link from the e-mail: the token itself proves the address. */
    async verifyEmailByLink(token: string) {
      const ok = await db.transaction(async (tx) => {
        const row = await store.findLiveVerificationByToken(tx, hashToken(token));
        if (!row) return false;
        await applyVerification(tx, row);
        return true;
      });
      if (!ok) {
        throw new HttpError(
          400,
          "This link is invalid, already used or expired. Send a new code from your account page.",
        );
      }
      deps.mailQueued();
    },

    async account(userId: string) {
      const account = await store.findAccount(db, userId);
      if (!account) throw new HttpError(401, "You are not signed in.");
      return {
        id: account.id,
        name: account.username,
        email: account.email,
        emailVerified: account.emailVerifiedAt !== null,
        pendingEmail: (await store.findPendingEmailOf(db, userId, account.email)) ?? null,
        hasPassword: account.passwordHash !== null,
        google: account.googleSubject !== null,
        createdAt: account.createdAt.toISOString(),
      };
    },

    async changeUsername(userId: string, username: string) {
      const user = await store.setUsername(db, userId, username);
      if (!user) {
        throw new HttpError(409, "This username is taken. Choose another one.", {
          username: ["This username is taken. Choose another one."],
        });
      }
      return toPublicUser(user);
    },

    /** The account keeps its address until the new one is proved by the code mailed to it. */
    async requestEmailChange(
      session: CurrentSession,
      input: { email: string; currentPassword?: string },
    ) {
      const account = await checkPasswordOf(session, input.currentPassword, "currentPassword");
      if (account.email.toLowerCase() === input.email.toLowerCase()) {
        throw new HttpError(400, "This is already your e-mail address.", {
          email: ["This is already your e-mail address."],
        });
      }
      const taken = await store.findUserByEmail(db, input.email);
      if (taken) {
        throw new HttpError(409, "Another account uses this e-mail address.", {
          email: ["Another account uses this e-mail address."],
        });
      }
      const code = await hashedCode();
      await db.transaction((tx) => queueVerification(tx, account, input.email, code));
      deps.mailQueued();
    },

    /** Changes (or, for a Google-only account, sets) the password and ends the other sessions. */
    async changePassword(
      session: CurrentSession,
      input: { currentPassword?: string; password: string },
    ) {
      const { sessionId } = session;
      const userId = session.user.id;
      const account = await checkPasswordOf(session, input.currentPassword, "currentPassword");
      refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await store.setPasswordHash(tx, userId, passwordHash);
        await store.deleteOtherSessionsOf(tx, userId, sessionId);
        await store.useAllResetTokensOf(tx, userId);
      });
      await loginLimits.accountRecovered(account.email.toLowerCase());
    },

    async sessions(userId: string, currentSessionId: string) {
      const rows = await store.listSessionsOf(db, userId);
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    async revokeSession(userId: string, sessionId: string) {
      if (!(await store.deleteSessionOf(db, userId, sessionId))) {
        throw new HttpError(404, "This session has already ended.");
      }
    },

    async revokeOtherSessions(userId: string, currentSessionId: string) {
      await store.deleteOtherSessionsOf(db, userId, currentSessionId);
    },

    /** Everything the site holds about the person, as one JSON document. */
    async exportData(userId: string, currentSessionId: string) {
      const profile = await this.account(userId);
      const sessions = await this.sessions(userId, currentSessionId);
      const conversations = await listMessagesFrom(db, profile.email);
      return { exportedAt: new Date().toISOString(), profile, sessions, conversations };
    },

    /**
     * Deletes the account after re-authentication (the password, or for an account without
     * one the typed words and a recent sign-in); sessions and tokens go with it, messages
     * are anonymised.
     */
    async deleteAccount(
      session: CurrentSession,
      input: { password?: string; confirmation?: string },
    ) {
      const userId = session.user.id;
      const account = await store.findAccount(db, userId);
      if (!account) throw new HttpError(401, "You are not signed in.");
      if (account.passwordHash) {
        if (!input.password || !(await verifyPassword(account.passwordHash, input.password))) {
          throw new HttpError(400, "Your password is not correct.", {
            password: ["This is not your password."],
          });
        }
      } else {
        if (input.confirmation?.trim().toLowerCase() !== DELETE_CONFIRMATION) {
          throw new HttpError(400, "Type the words to confirm.", {
            confirmation: [`Type "${DELETE_CONFIRMATION}" to confirm.`],
          });
        }
        requireRecentAuthentication(session);
      }
      await db.transaction(async (tx) => {
        await anonymiseMessagesFrom(tx, account.email);
        await store.deleteUser(tx, userId);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
