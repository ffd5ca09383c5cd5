import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoginLimits, LOGIN_LIMITS } from "./login-limits";

describe("login limits in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgets each key when its window ends, so a full map is never scanned", async () => {
    const limits = createLoginLimits(undefined);
    const attempt = { ip: "10.1.2.3", account: "a@example.com", knownDevice: false };
    for (let i = 0; i < LOGIN_LIMITS.addressAccount.max; i++) await limits.failed(attempt);
    expect((await limits.check(attempt))?.retryAfterSeconds).toBe(15 * 60);
    // Many other keys cost nothing extra: each expires by its own timer.
    for (let i = 0; i < 500; i++)
      await limits.failed({
        ...attempt,
        ip: `10.9.${i >> 8}.${i & 255}`,
        account: `${i}@x.example`,
      });
    await vi.advanceTimersByTimeAsync(LOGIN_LIMITS.account.windowSeconds * 1000 + 1000);
    expect(vi.getTimerCount()).toBe(0);
    expect(await limits.check(attempt)).toBeUndefined();
  });
});
