import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { clientAddress } from "../../test/server-process";

// Port 9 (discard) on loopback refuses connections: Redis is gone from the start.
const deadRedis = new Redis({
  host: "127.0.0.1",
  port: 9,
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 200,
  connectTimeout: 200,
  retryStrategy: () => 1000,
});
deadRedis.on("error", () => {});

describe("with Redis down", () => {
  const t = useTestApp("pglite", {}, { outboxWorker: false, redis: deadRedis });
  afterAll(() => deadRedis.disconnect());
  const password = "correct horse battery staple";
  const post = (url: string, payload: object, ip = clientAddress()) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip });

  it("reports Redis down, degraded but still 200 while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "degraded", database: "ok", redis: "down" });
  });

  it("keeps login working and login limits counting in memory", async () => {
    await post("/api/auth/register", {
      email: "outage@example.com",
      username: "outage",
      password,
      confirmPassword: password,
    });
    expect(
      (await post("/api/auth/login", { email: "outage@example.com", password })).statusCode,
    ).toBe(200);
    const ip = clientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        (await post("/api/auth/login", { email: `x${i}@example.com`, password: "wrong guess" }, ip))
          .statusCode,
      );
    expect(answers.at(-1)).toBe(429);
  });

  it("still refuses the sixth contact message in a minute from one address (counted in memory)", async () => {
    const ip = clientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (
          await post(
            "/api/contact",
            { user_name: "Asha", user_email: "asha@example.com", message: `Hello ${i}` },
            ip,
          )
        ).statusCode,
      );
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address keeps its own count.
    expect(
      (
        await post("/api/contact", {
          user_name: "Ben",
          user_email: "ben@example.com",
          message: "Hello",
        })
      ).statusCode,
    ).toBe(201);
  });
});
