import type { Redis } from "ioredis";

/** Counts events per key within a window: in memory, or in Redis shared by every instance. */
export interface FailureCounter {
  /** Current count and milliseconds until the window resets. */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryFailureCounter(): FailureCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.expiresAt - Date.now() : 0 };
    },
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) entry.count++;
      else entries.set(key, { count: 1, expiresAt: Date.now() + windowMs });
      if (entries.size > 100_000) {
        for (const k of entries.keys()) if (!live(k)) entries.delete(k);
      }
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function redisFailureCounter(redis: Redis, prefix = "pixelforge-fail:"): FailureCounter {
  return {
    async get(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async increment(key, windowMs) {
      await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, "NX")
        .exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
