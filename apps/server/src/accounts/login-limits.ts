import { createHmac, timingSafeEqual } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { createLimiter } from "../http/limiter";

const MINUTE = 60;

/**
 * Failed logins are counted per address (across accounts), per address+account and per
 * account. The account count only slows down strangers: a device or an address that has
 * signed in to the account before still gets through, so nobody can lock the owner out.
 */
export const LOGIN_LIMITS = {
  address: { max: 30, windowSeconds: 15 * MINUTE },
  addressAccount: { max: 10, windowSeconds: 15 * MINUTE },
  account: { max: 100, windowSeconds: 60 * MINUTE },
  /** How long an address that signed in successfully stays known (memory timers cap at 24 days). */
  knownAddressSeconds: 14 * 24 * 60 * MINUTE,
} as const;

export interface LoginAttempt {
  ip: string;
  account: string;
  /** Whether the request carries a known-device cookie valid for this account. */
  knownDevice: boolean;
}

export interface LoginBlock {
  retryAfterSeconds: number;
  message: string;
}

export function createLoginLimits(redis: Redis | undefined) {
  const make = (keyPrefix: string, points: number, durationSeconds: number) =>
    createLimiter(redis, { keyPrefix: `pixelforge-login-${keyPrefix}`, points, durationSeconds });
  const address = make("ip", LOGIN_LIMITS.address.max, LOGIN_LIMITS.address.windowSeconds);
  const addressAccount = make(
    "ip-account",
    LOGIN_LIMITS.addressAccount.max,
    LOGIN_LIMITS.addressAccount.windowSeconds,
  );
  const account = make("account", LOGIN_LIMITS.account.max, LOGIN_LIMITS.account.windowSeconds);
  const knownAddresses = make("known", 1, LOGIN_LIMITS.knownAddressSeconds);

  const used = async (limiter: typeof address, key: string) => {
    const res = await limiter.get(key);
    return { count: res?.consumedPoints ?? 0, ms: res?.msBeforeNext ?? 0 };
  };
  const block = (ms: number, message: string): LoginBlock => ({
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    message,
  });

  return {
    /** A reason to refuse the attempt before the password is checked, or undefined. */
    async check({
      ip,
      account: email,
      knownDevice,
    }: LoginAttempt): Promise<LoginBlock | undefined> {
      // The address's point is taken before the password is checked, in one atomic step,
      // so a burst of parallel guesses cannot all pass a count read before any of them
      // failed; a successful sign-in gives it back.
      try {
        await address.consume(ip);
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        const minutes = Math.ceil(refused.msBeforeNext / 60_000);
        return block(
          refused.msBeforeNext,
          `Too many failed logins from your network. Try again in ${minutes} minutes.`,
        );
      }
      const pair = await used(addressAccount, `${ip}:${email}`);
      if (pair.count >= LOGIN_LIMITS.addressAccount.max) {
        await address.reward(ip);
        return block(
          pair.ms,
          `Too many failed attempts. Try again in ${Math.ceil(pair.ms / 60_000)} minutes, or reset your password.`,
        );
      }
      const forAccount = await used(account, email);
      if (forAccount.count >= LOGIN_LIMITS.account.max && !knownDevice) {
        const knownAddress = (await knownAddresses.get(`${ip}:${email}`)) !== null;
        if (!knownAddress) {
          await address.reward(ip);
          return block(
            forAccount.ms,
            `Too many failed attempts on this account. Try again in ${Math.ceil(forAccount.ms / 60_000)} minutes from a device you have used before, or reset your password.`,
          );
        }
      }
      return undefined;
    },

    /** After `check` let the attempt through and the password was wrong. */
    async failed({ ip, account: email }: LoginAttempt) {
      await Promise.all([addressAccount.penalty(`${ip}:${email}`), account.penalty(email)]);
    },

    /** The address+account count starts again; the address's point is given back. */
    async succeeded({ ip, account: email }: LoginAttempt) {
      await Promise.all([
        address.reward(ip),
        addressAccount.delete(`${ip}:${email}`),
        knownAddresses.set(`${ip}:${email}`, 1, LOGIN_LIMITS.knownAddressSeconds),
      ]);
    },

    /** After a password reset the owner starts with a clean account count. */
    async accountRecovered(email: string) {
      await account.delete(email);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/**
 * The known-device tag of an account: an HMAC keyed by the account's password hash, so only
 * the server can make one, and a password change retires every old tag.
 */
export function knownDeviceTag(userId: string, passwordHash: string) {
  return createHmac("sha256", passwordHash).update(`known-device:${userId}`).digest("base64url");
}

export function isKnownDeviceTag(tags: readonly string[], userId: string, passwordHash: string) {
  const expected = Buffer.from(knownDeviceTag(userId, passwordHash));
  return tags.some((tag) => {
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
