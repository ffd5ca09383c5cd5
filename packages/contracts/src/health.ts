import { z } from "zod";

export const healthResponse = z.object({
  /** degraded: the database answers but Redis does not (limits fall back to each instance). */
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.enum(["ok", "down"]),
  /** Absent when no REDIS_URL is configured. */
  redis: z.enum(["ok", "down"]).optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
