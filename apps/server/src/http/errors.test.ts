import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../test/app";
import { HttpError, parseWith } from "./errors";

describe("error answers", () => {
  const t = useTestApp("pglite");

  it("answers JSON 404 for an unknown API path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: "Not found: GET /api/nope" });
  });

  it("answers 404 for a POST to an unknown path", async () => {
    const res = await t.app.inject({ method: "POST", url: "/whatever", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });

  it("sets security headers and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request bodies", () => {
  const t = useTestApp("pglite");

  it("answers 400 for malformed JSON, 415 for other content types, 413 for big bodies", async () => {
    const { buildApp } = await import("../app");
    const { testConfig } = await import("../../test/app");
    const app = await buildApp({ config: testConfig(), database: t.testDb.database });
    app.post("/api/echo", async (request) => request.body);
    const post = (contentType: string, payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/echo",
        headers: { "content-type": contentType },
        payload,
      });

    const ok = await post("application/json", '{"a":1}');
    expect(ok.json()).toEqual({ a: 1 });

    const malformed = await post("application/json", "{bad json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "The request body is not valid JSON." });

    const text = await post("text/plain", "hello");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/application\/json/);

    const big = await post("application/json", JSON.stringify({ message: "x".repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "The request body is too large." });
    await app.close();
  });
});

describe("unexpected errors", () => {
  const t = useTestApp("pglite");

  it("become a generic 500 without a stack trace", async () => {
    await t.app.close();
    const { buildApp } = await import("../app");
    const { testConfig } = await import("../../test/app");
    const app = await buildApp({ config: testConfig(), database: t.testDb.database });
    app.get("/api/boom", async () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    app.get("/api/teapot", async () => {
      throw new HttpError(418, "I am a teapot", { tea: ["too hot"] });
    });
    const boom = await app.inject({ method: "GET", url: "/api/boom" });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(boom.body).not.toContain("secret");
    const teapot = await app.inject({ method: "GET", url: "/api/teapot" });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: "I am a teapot", fieldErrors: { tea: ["too hot"] } });
    await app.close();
  });
});

describe("parseWith", () => {
  it("returns the parsed value or throws a 400 with field errors", () => {
    const schema = z.object({ name: z.string().min(1, "Enter your name") });
    expect(parseWith(schema, { name: "Ada" })).toEqual({ name: "Ada" });
    try {
      parseWith(schema, { name: "" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).fieldErrors).toEqual({ name: ["Enter your name"] });
    }
  });
});

describe("HSTS", () => {
  it("is sent when the public origin is https, and not on plain http", async () => {
    const { buildApp } = await import("../app");
    const { testConfig } = await import("../../test/app");
    const { createTestDatabase } = await import("../../test/databases");
    const db = await createTestDatabase("pglite");
    const secure = await buildApp({
      config: testConfig({ publicOrigin: "https://pixelforge.studio" }),
      database: db.database,
      outboxWorker: false,
    });
    const plain = await buildApp({
      config: testConfig(),
      database: db.database,
      outboxWorker: false,
    });
    const a = await secure.inject({ method: "GET", url: "/api/config" });
    const b = await plain.inject({ method: "GET", url: "/api/config" });
    expect(a.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(b.headers["strict-transport-security"]).toBeUndefined();
    expect(a.headers["permissions-policy"]).toContain("geolocation=()");
    await secure.close();
    await plain.close();
    await db.drop();
  });
});
