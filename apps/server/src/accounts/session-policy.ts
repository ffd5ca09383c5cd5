/**
 * How long sessions live and how recent a sign-in sensitive changes need (decision 012).
 * Every limit on a session is read from here: the service, the session query and the
 * retention job all use these numbers.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_POLICY = {
  /** "Remember me" checked: ends after this long unused (the expiry slides while used). */
  rememberedIdleMs: 30 * DAY_MS,
  /** "Remember me" unchecked: ends after this long unused, and when the browser closes. */
  browserIdleMs: 12 * HOUR_MS,
  /** "Remember me" checked: ends this long after sign-in, however busy (ASVS 7.3.2). */
  rememberedMaxDays: 90,
  /** "Remember me" unchecked: ends this long after sign-in, however busy (ASVS 7.3.2). */
  browserMaxDays: 7,
  /** `last_seen_at` and the sliding expiry are written at most this often. */
  touchEveryMs: 60_000,
  /** Changing the e-mail, password, passkeys or sessions, or deleting, needs a sign-in this recent. */
  reauthenticateWithinMs: 10 * 60_000,
} as const;

/** The moment a session ends whatever its activity. */
export function absoluteEnd(createdAt: Date, persistent: boolean): Date {
  const days = persistent ? SESSION_POLICY.rememberedMaxDays : SESSION_POLICY.browserMaxDays;
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/** The idle expiry from `now`, never past the absolute end. */
export function slidingExpiry(createdAt: Date, persistent: boolean, now = Date.now()): Date {
  const idle = persistent ? SESSION_POLICY.rememberedIdleMs : SESSION_POLICY.browserIdleMs;
  return new Date(Math.min(now + idle, absoluteEnd(createdAt, persistent).getTime()));
}

/** Whether a session's last proof of identity is recent enough for a sensitive change. */
export function isRecentlyAuthenticated(reauthenticatedAt: Date | null, now = Date.now()) {
  return (
    reauthenticatedAt !== null &&
    now - reauthenticatedAt.getTime() < SESSION_POLICY.reauthenticateWithinMs
  );
}
