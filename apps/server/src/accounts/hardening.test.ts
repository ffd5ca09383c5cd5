import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testConfig, useTestApp } from "../../test/app";
import { createTestDatabase } from "../../test/databases";
import { clientAddress } from "../../test/server-process";
import { buildApp } from "../app";
import { mailOutbox } from "../db/schema";
import { serverDir } from "../paths";

const password = "correct horse battery staple";

describe("finding 10: the rest", () => {
  const t = useTestApp("pglite", {}, { outboxWorker: false });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: clientAddress() });

  it("forgot-password does the same work for a known and an unknown address", async () => {
    await post("/api/auth/register", {
      email: "known@example.com",
      username: "known",
      password,
      confirmPassword: password,
    });
    const session = (t.testDb.database.db as unknown as { session: object }).session as {
      prepareQuery: (...args: unknown[]) => unknown;
      execute: (...args: unknown[]) => unknown;
    };
    const work = async (email: string) => {
      const spy = vi.spyOn(session, "prepareQuery");
      const exec = vi.spyOn(session, "execute");
      const before = await t.testDb.database.db.$count(mailOutbox);
      const res = await post("/api/auth/forgot-password", { email });
      const after = await t.testDb.database.db.$count(mailOutbox);
      // Each statement, as what it does: reads, or writes the mail (and maybe a token with it).
      const calls = spy.mock.calls.map((c) => {
        const text = (c[0] as { sql: string }).sql;
        return text.includes('insert into "mail_outbox"') ? "writes one mail" : text.split(" ")[0];
      });
      const executed = exec.mock.calls.length;
      spy.mockRestore();
      exec.mockRestore();
      return { status: res.statusCode, body: res.json(), calls, executed, mails: after - before };
    };
    const known = await work("known@example.com");
    const unknown = await work("nobody-here@example.com");
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    // One lookup, one statement writing one mail (the token travels in the same statement).
    expect(known.calls).toEqual(unknown.calls);
    // (the two counts around the request are the test's own)
    expect(known.calls).toEqual(["select", "select", "writes one mail", "select"]);
    expect(known.executed).toBe(unknown.executed);
    expect(known.mails).toBe(1);
    expect(unknown.mails).toBe(1);
  });

  it("ships over 3,000 common passwords that meet the length rule, and refuses the site's own name", async () => {
    const list = readFileSync(join(serverDir, "src", "accounts", "common-passwords.txt"), "utf8")
      .split("\n")
      .filter((p) => p.length >= 8);
    expect(list.length).toBeGreaterThanOrEqual(3000);
    for (const [i, pw] of [
      "PixelForge2024!",
      "pixelforge studio",
      "PIXELFORGE.STUDIO",
      "slimshady",
    ].entries()) {
      const res = await post("/api/auth/register", {
        email: `site${i}@example.com`,
        username: `site${i}`,
        password: pw,
        confirmPassword: pw,
      });
      expect(res.statusCode, pw).toBe(400);
      expect(res.json().fieldErrors.password[0]).toMatch(/common passwords/);
    }
  });

  it("normalises passwords with NFKC before hashing and checking", async () => {
    const fullWidth = "ｆｕｌｌ ｗｉｄｔｈ ｐａｓｓｐｈｒａｓｅ";
    const created = await post("/api/auth/register", {
      email: "nfkc@example.com",
      username: "nfkc",
      password: fullWidth,
      confirmPassword: fullWidth,
    });
    expect(created.statusCode).toBe(201);
    const ascii = await post("/api/auth/login", {
      email: "nfkc@example.com",
      password: "full width passphrase",
    });
    expect(ascii.statusCode).toBe(200);
    // "é" as one character and as "e" + combining accent: one password.
    const composed = "caf\u00e9 au lait matin";
    await post("/api/auth/register", {
      email: "cafe@example.com",
      username: "cafe",
      password: composed,
      confirmPassword: composed,
    });
    const decomposed = await post("/api/auth/login", {
      email: "cafe@example.com",
      password: "cafe\u0301 au lait matin",
    });
    expect(decomposed.statusCode).toBe(200);
  });

  it("refuses a NUL byte with 400 naming the field: login, contact and ticket (finding 6)", async () => {
    const cases: [string, object, string][] = [
      ["/api/auth/login", { email: "a\u0000@b.co", password }, "email"],
      [
        "/api/contact",
        { user_name: "Asha Rao", user_email: "asha@example.com", message: "hi\u0000there" },
        "message",
      ],
      [
        "/api/tickets",
        { name: "Asha Rao", email: "asha@example.com", subject: "Down", message: "hi\u0000there" },
        "message",
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fieldErrors), url).toEqual([field]);
    }
  });

  it("answers Fastify's own 400s in our shape, with our headers", async () => {
    for (const url of ["/%zz", "/api/%zz/x"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: "The address is not valid." });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(res.headers["x-request-id"]).toBeDefined();
    }
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: "The request body is not valid JSON." });
    expect(badJson.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("served over https", () => {
  const t = useTestApp(
    "pglite",
    { publicOrigin: "https://pixelforge.example" },
    { outboxWorker: false },
  );

  it("names the session cookie __Host-pf_session: Secure, Path=/, no Domain", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "host@example.com", username: "host", password, confirmPassword: password },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "host@example.com", password },
    });
    const header = res.headers["set-cookie"];
    const cookie = (Array.isArray(header) ? header : [header ?? ""]).find((c) =>
      c.includes("pf_session="),
    );
    expect(cookie).toMatch(/^__Host-pf_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { "__Host-pf_session": res.json().token },
    });
    expect(me.statusCode).toBe(200);
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { pf_session: res.json().token },
    });
    expect(plain.statusCode).toBe(401);
  });
});

describe("request logs", () => {
  it("name the path without its query string (reset and verification tokens stay out)", async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const testDb = await createTestDatabase("pglite");
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      outboxWorker: false,
      logger: { level: "info", stream },
    });
    try {
      await app.inject({ method: "GET", url: "/reset-password?token=SECRET-RESET-TOKEN" });
      await app.inject({ method: "GET", url: "/api/auth/me?verify=SECRET-VERIFY-TOKEN" });
      const log = lines.join("");
      expect(log).toContain("/reset-password");
      expect(log).toContain("/api/auth/me");
      expect(log).not.toContain("SECRET");
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
