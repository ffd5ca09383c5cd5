import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "./limiter";

/**
 * Counters for one route, kept like the login limits (`createLimiter`): in Redis when there
 * is one, so every instance sees the same counts, and in this instance's memory whenever
 * Redis does not answer, so a Redis outage never lifts a form's limit.
 */
class RouteCounters implements FastifyRateLimitStore {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | undefined,
    private readonly keyPrefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ) {
    const seconds = Math.max(1, Math.ceil(timeWindow / 1000));
    let limiter = this.limiters.get(seconds);
    if (!limiter) {
      limiter = createLimiter(this.redis, {
        keyPrefix: `${this.keyPrefix}${seconds}`,
        points: Math.max(1, max),
        durationSeconds: seconds,
      });
      this.limiters.set(seconds, limiter);
    }
    // `penalty` counts without refusing; the plugin compares the count with `max` itself.
    limiter.penalty(key).then(
      (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const name = route?.url ? `${String(route.method)}${String(route.url)}` : "global";
    return new RouteCounters(this.redis, `${this.keyPrefix}${name}:`);
  }
}

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with
 * `config: { rateLimit: … }`. Counters live in Redis when one is given, so every
 * instance sees the same counts; when Redis is unreachable each instance counts in its
 * own memory until Redis answers again (the limits hold per instance meanwhile).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace: string,
) {
  const store: FastifyRateLimitStoreCtor = class extends RouteCounters {
    constructor() {
      super(redis, nameSpace);
    }
  };
  await app.register(fastifyRateLimit, {
    global: false,
    store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}

/** Five a minute per client address: plenty for a person, little for a script. */
export const formRateLimit = { max: 5, timeWindow: "1 minute" } as const;
