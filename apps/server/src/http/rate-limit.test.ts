import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { clientAddress } from "../../test/server-process";
import { startTcpProxy } from "../../test/tcp-proxy";
import { waitFor } from "../../test/wait-for";

const redisUrl = process.env.REDIS_URL;

/**
 * A real Redis reached through a proxy the test cuts mid-run: the form limits move from
 * the shared counters to this instance's memory instead of disappearing.
 */
describe.skipIf(!redisUrl)("form and login limits when Redis goes away", async () => {
  const target = new URL(redisUrl ?? "redis://127.0.0.1:6379");
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  // The options main.ts gives its client: fail fast, so the limiter falls back at once.
  const redis = new Redis({
    host: "127.0.0.1",
    port: proxy.port,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    lazyConnect: true,
  });
  redis.on("error", () => {});
  const direct = new Redis(redisUrl ?? "");
  const t = useTestApp("pglite", {}, { outboxWorker: false, redis });

  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    direct.disconnect();
    await proxy.cut().catch(() => {});
  });

  const contact = (ip: string, i: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { user_name: "Asha", user_email: "asha@example.com", message: `Hello ${i}` },
      remoteAddress: ip,
    });

  it("counts in Redis while it answers, then in memory once it is gone: the sixth still gets 429", async () => {
    const password = "correct horse battery staple";
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "cut@example.com", username: "cut", password, confirmPassword: password },
      remoteAddress: clientAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const health = async () => (await t.app.inject({ method: "GET", url: "/api/health" })).json();
    expect(await health()).toMatchObject({ status: "ok", redis: "ok" });
    const shared = clientAddress();
    expect((await contact(shared, 0)).statusCode).toBe(201);
    const keys = await direct.keys(`pixelforge-rl:POST/api/contact:*${shared}`);
    expect(keys).toHaveLength(1);
    expect(await direct.get(keys[0] ?? "")).toBe("1");

    await proxy.cut();
    await waitFor("the Redis client to notice", () => redis.status !== "ready");
    const ip = clientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await contact(ip, i)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    // Health tells the truth, and the right password still signs in.
    expect(await health()).toEqual({ status: "degraded", database: "ok", redis: "down" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "cut@example.com", password },
      remoteAddress: clientAddress(),
    });
    expect(login.statusCode).toBe(200);
    await direct.del(...keys);
  });
});
