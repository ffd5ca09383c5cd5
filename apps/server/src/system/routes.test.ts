import { healthResponse } from "@pixelforge/contracts/health";
import { publicConfig } from "@pixelforge/contracts/public-config";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";

describe.each(databaseKinds)("GET /api/health on %s", (kind) => {
  const t = useTestApp(kind);

  it("answers ok after a real query", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(healthResponse.parse(res.json())).toEqual({ status: "ok", database: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the database is gone, and the server stays up", async () => {
    await t.testDb.drop();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "down" });
    const config = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(config.statusCode).toBe(200);
  });
});

describe("GET /api/config", () => {
  const withoutGoogle = useTestApp("pglite");
  const withGoogle = useTestApp("pglite", { googleClientId: "abc.apps.googleusercontent.com" });

  it("says null when Google sign-in is not configured", async () => {
    const res = await withoutGoogle.app.inject({ method: "GET", url: "/api/config" });
    expect(publicConfig.parse(res.json())).toEqual({ googleClientId: null });
  });

  it("publishes the Google client id when configured", async () => {
    const res = await withGoogle.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json()).toEqual({ googleClientId: "abc.apps.googleusercontent.com" });
  });
});
