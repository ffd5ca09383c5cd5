import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";

export interface LimiterOptions {
  /** Distinguishes this limiter's keys from every other limiter's. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A counter per key that expires on its own (each key is dropped when its window ends, so
 * memory never needs scanning). With Redis every instance shares the counts; when Redis does
 * not answer at once, the same limits are kept in this instance's memory instead.
 */
export function createLimiter(
  redis: Redis | undefined,
  options: LimiterOptions,
): RateLimiterAbstract {
  const shape = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  const memory = new RateLimiterMemory(shape);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...shape,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
