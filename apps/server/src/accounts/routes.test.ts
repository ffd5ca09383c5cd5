import { type AddressInfo, connect } from "node:net";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig, useTestApp } from "../../test/app";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../test/databases";
import { startLocalJwks } from "../../test/google-jwks";
import { clientAddress } from "../../test/server-process";
import { buildApp } from "../app";

const password = "correct horse battery staple";

function cookieOf(res: LightMyRequestResponse) {
  const header = res.headers["set-cookie"];
  const line = (Array.isArray(header) ? header : [header ?? ""]).find((c) =>
    c.startsWith("pf_session="),
  );
  return line ?? "";
}

describe.each(databaseKinds)("accounts on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const query = async <T>(text: string) =>
    ((await t.testDb.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    ip = clientAddress(),
  ) => t.app.inject({ method: "POST", url, payload, headers, remoteAddress: ip });
  const register = (email: string, username: string, pw = password) =>
    post("/api/auth/register", { email, username, password: pw, confirmPassword: pw });
  const login = (email: string, pw = password, ip = clientAddress()) =>
    post("/api/auth/login", { email, password: pw }, {}, ip);

  describe("register", () => {
    it("creates an account and stores only an argon2id hash", async () => {
      const res = await register("Asha@Example.com", "asha");
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: "Signup successful!",
        user: {
          id: expect.any(String),
          name: "asha",
          email: "Asha@Example.com",
          emailVerified: false,
        },
      });
      const [row] = await query<{ password_hash: string }>(
        "select password_hash from users where username = 'asha'",
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(password);
    });

    it("answers 409 when the e-mail (any case) or the username is taken", async () => {
      const email = await register("ASHA@example.COM", "someone-else");
      expect(email.statusCode).toBe(409);
      expect(email.json().message).toMatch(/email already exists/);
      const name = await register("other@example.com", "ASHA");
      expect(name.statusCode).toBe(409);
      expect(name.json().message).toMatch(/username is taken/);
    });

    it.each([
      [
        { password: "longenough1", confirmPassword: "different1" },
        "confirmPassword",
        /Passwords don't match/,
      ],
      [{ password: "short", confirmPassword: "short" }, "password", /at least 8/],
      [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, "password", /at most 128/],
      [{ password: "password1", confirmPassword: "password1" }, "password", /common passwords/],
      [{ username: "ab" }, "username", /3 to 32/],
      [{ username: "has space" }, "username", /3 to 32/],
      [{ email: "nope" }, "email", /valid email/],
    ])("refuses %o with a field error", async (override, field, message) => {
      const res = await post("/api/auth/register", {
        email: "new@example.com",
        username: "newbie",
        password,
        confirmPassword: password,
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field].join(" ")).toMatch(message);
    });

    it("limits each address to 5 sign-ups a minute", async () => {
      const ip = clientAddress();
      for (let i = 0; i < 5; i++) {
        const res = await post("/api/auth/register", { email: `r${i}@x.co`, username: "" }, {}, ip);
        expect(res.statusCode).toBe(400);
      }
      const limited = await post("/api/auth/register", { email: "r@x.co" }, {}, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    });
  });

  describe("sessions", () => {
    beforeAll(async () => {
      await register("ravi@example.com", "ravi");
    });

    it("logs in with a new opaque session each time, stored as a hash, in an HttpOnly cookie", async () => {
      const first = await login("RAVI@example.com");
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.user).toEqual({
        id: expect.any(String),
        name: "ravi",
        email: "ravi@example.com",
        emailVerified: false,
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = cookieOf(first);
      expect(cookie).toContain(`pf_session=${body.token}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i);
      const second = await login("ravi@example.com");
      expect(second.json().token).not.toBe(body.token);
      const stored = await query<{ token_hash: string }>("select token_hash from sessions");
      expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    });

    it("marks every auth answer Cache-Control: no-store", async () => {
      const answers = [
        await login("ravi@example.com"),
        await login("ravi@example.com", "wrong guess"),
        await post("/api/auth/forgot-password", { email: "ravi@example.com" }),
        await post("/api/auth/logout", {}),
      ];
      for (const res of answers) expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("says the same thing for an unknown e-mail and a wrong password", async () => {
      const wrong = await login("ravi@example.com", "not the password");
      const unknown = await login("nobody@example.com", "not the password");
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: "Invalid email or password" });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it("knows the user by cookie or bearer token, and logout ends the session", async () => {
      const res = await login("ravi@example.com");
      const token = res.json().token as string;
      const byCookie = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { pf_session: token },
      });
      expect(byCookie.json()).toEqual({ user: expect.objectContaining({ name: "ravi" }) });
      const byBearer = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byBearer.statusCode).toBe(200);
      const out = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { pf_session: token },
      });
      expect(out.statusCode).toBe(200);
      expect(cookieOf(out)).toMatch(/pf_session=;/);
      const after = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(401);
      const anonymous = await t.app.inject({ method: "GET", url: "/api/auth/me" });
      expect(anonymous.statusCode).toBe(401);
    });

    it("refuses cross-site state changes made with the session cookie", async () => {
      const token = (await login("ravi@example.com")).json().token as string;
      const evil = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { pf_session: token },
        headers: { origin: "https://evil.example" },
      });
      expect(evil.statusCode).toBe(403);
      const crossSite = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { pf_session: token },
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.statusCode).toBe(403);
      const me = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { pf_session: token },
      });
      expect(me.statusCode).toBe(200);
      const own = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        cookies: { pf_session: token },
        headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      });
      expect(own.statusCode).toBe(200);
    });

    it("refuses cross-site requests whatever the spelling of the path or the method", async () => {
      const token = (await login("ravi@example.com")).json().token as string;
      for (const [method, url] of [
        ["POST", "/%61pi/auth/logout"],
        ["POST", "/API/auth/logout"],
        ["POST", "//api/auth/logout"],
        ["DELETE", "/anything"],
        ["PUT", "/%2Fapi/auth/logout"],
        ["PATCH", "/api/auth/logout"],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          cookies: { pf_session: token },
          headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const me = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { pf_session: token },
      });
      expect(me.statusCode).toBe(200);
    });

    it("refuses a cross-site request whose target is in absolute form", async () => {
      const token = (await login("ravi@example.com")).json().token as string;
      // light-my-request turns a full URL into a path: this needs a real socket.
      const server = t.app.server;
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(port, "127.0.0.1", () =>
            socket.end(
              [
                "POST http://evil.example/api/auth/logout HTTP/1.1",
                `Host: 127.0.0.1:${port}`,
                "Origin: https://evil.example",
                "Sec-Fetch-Site: cross-site",
                `Cookie: pf_session=${token}`,
                "Content-Length: 0",
                "Connection: close",
                "",
                "",
              ].join("\r\n"),
            ),
          );
          let text = "";
          socket.on("data", (chunk) => {
            text += chunk;
          });
          socket.on("end", () => resolve(text));
          socket.on("error", reject);
        });
        expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 403 Forbidden");
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      const me = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { pf_session: token },
      });
      expect(me.statusCode).toBe(200);
    });

    it("blocks an address+account after 10 failures in 15 minutes, with Retry-After", async () => {
      const ip = clientAddress();
      for (let i = 0; i < 10; i++)
        expect((await login("ravi@example.com", "wrong guess", ip)).statusCode).toBe(401);
      const blocked = await login("ravi@example.com", password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
      expect((await login("ravi@example.com", password)).statusCode).toBe(200);
    });

    it("blocks an account after 100 failures in an hour from any address", async () => {
      await register("target@example.com", "target");
      for (let i = 0; i < 100; i++) await login("target@example.com", "wrong guess");
      expect((await login("target@example.com", password)).statusCode).toBe(429);
    });
    it("limits one address to 30 failed logins across accounts, with Retry-After", async () => {
      const ip = clientAddress();
      const answers: number[] = [];
      for (let account = 0; account < 30; account++)
        for (const guess of ["123456789", "password1", "qwertyuiop"])
          answers.push((await login(`victim${account}@example.com`, guess, ip)).statusCode);
      expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(answers.slice(30).every((status) => status === 429)).toBe(true);
      const blocked = await login("ravi@example.com", password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed logins from your network/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
      expect((await login("ravi@example.com", password)).statusCode).toBe(200);
    });

    it("holds an address to 30 failed logins even when they all arrive at once", async () => {
      const ip = clientAddress();
      const answers = await Promise.all(
        Array.from({ length: 45 }, (_, i) =>
          login(`burst${i}@example.com`, "not the password", ip).then((res) => res.statusCode),
        ),
      );
      expect(answers.filter((status) => status === 401)).toHaveLength(30);
      expect(answers.filter((status) => status === 429)).toHaveLength(15);
    });

    it("lets the owner in from a known device or address while strangers lock the account", async () => {
      await register("owner@example.com", "owner");
      const ownerIp = clientAddress();
      const first = await login("owner@example.com", password, ownerIp);
      const device = (
        Array.isArray(first.headers["set-cookie"])
          ? first.headers["set-cookie"]
          : [first.headers["set-cookie"] ?? ""]
      ).find((c) => c.startsWith("pf_device="));
      expect(device).toMatch(/HttpOnly/);
      for (let i = 0; i < 100; i++) await login("owner@example.com", "wrong guess");
      expect((await login("owner@example.com", password)).statusCode).toBe(429);
      const withCookie = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "owner@example.com", password },
        headers: { cookie: device!.split(";")[0]! },
        remoteAddress: clientAddress(),
      });
      expect(withCookie.statusCode).toBe(200);
      expect((await login("owner@example.com", password, ownerIp)).statusCode).toBe(200);
      const forged = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "owner@example.com", password },
        cookies: { pf_device: "forged-tag" },
        remoteAddress: clientAddress(),
      });
      expect(forged.statusCode).toBe(429);
    });
  });

  describe("password reset", () => {
    beforeAll(async () => {
      await register("nila@example.com", "nila");
    });
    const resetMail = async () =>
      (
        await query<{ text_body: string }>(
          "select text_body from mail_outbox where to_address = 'nila@example.com' order by created_at desc limit 1",
        )
      )[0]?.text_body ?? "";
    const tokenFrom = (text: string) =>
      decodeURIComponent(text.match(/reset-password\?token=([^\s]+)/)?.[1] ?? "");

    it("answers 202 the same way whether or not the account exists, and mails a link", async () => {
      const known = await post("/api/auth/forgot-password", { email: "nila@example.com" });
      const unknown = await post("/api/auth/forgot-password", { email: "ghost@example.com" });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      const token = tokenFrom(await resetMail());
      expect(token.length).toBeGreaterThanOrEqual(43);
      const stored = await query<{ token_hash: string }>(
        "select token_hash from password_reset_tokens",
      );
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
    });

    it("sets the new password once, ends every session, and the old password stops working", async () => {
      const session = (await login("nila@example.com")).json().token as string;
      await post("/api/auth/forgot-password", { email: "nila@example.com" });
      const token = tokenFrom(await resetMail());
      const newPassword = "a brand new passphrase";
      const reset = await post("/api/auth/reset-password", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      const me = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${session}` },
      });
      expect(me.statusCode).toBe(401);
      expect((await login("nila@example.com")).statusCode).toBe(401);
      expect((await login("nila@example.com", newPassword)).statusCode).toBe(200);
      const again = await post("/api/auth/reset-password", {
        token,
        password: "another passphrase",
        confirmPassword: "another passphrase",
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid, already used or expired/);
    });

    it("lifts an account's lock once its password has been reset", async () => {
      for (let i = 0; i < 100; i++) await login("nila@example.com", "wrong guess");
      const newPassword = "after the storm passphrase";
      expect((await login("nila@example.com", newPassword)).statusCode).toBe(429);
      await post("/api/auth/forgot-password", { email: "nila@example.com" });
      const reset = await post("/api/auth/reset-password", {
        token: tokenFrom(await resetMail()),
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      expect((await login("nila@example.com", newPassword)).statusCode).toBe(200);
    });

    it("refuses an expired token and checks the new password's rules", async () => {
      await post("/api/auth/forgot-password", { email: "nila@example.com" });
      const token = tokenFrom(await resetMail());
      const weak = await post("/api/auth/reset-password", {
        token,
        password: "qwerty123",
        confirmPassword: "qwerty123",
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors.password[0]).toMatch(/common/);
      const mismatch = await post("/api/auth/reset-password", {
        token,
        password: "long enough one",
        confirmPassword: "long enough two",
      });
      expect(mismatch.json().fieldErrors.confirmPassword).toEqual(["Passwords don't match"]);
      await query("update password_reset_tokens set expires_at = now() - interval '1 second'");
      const expired = await post("/api/auth/reset-password", {
        token,
        password: "long enough one",
        confirmPassword: "long enough one",
      });
      expect(expired.statusCode).toBe(400);
    });
  });
});

describe("Google sign-in", () => {
  const notConfigured = useTestApp("pglite", {}, { outboxWorker: false });
  const clientId = "test-client.apps.googleusercontent.com";
  let jwks: Awaited<ReturnType<typeof startLocalJwks>>;
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    jwks = await startLocalJwks();
    testDb = await createTestDatabase("pglite");
    app = await buildApp({
      config: testConfig({ googleClientId: clientId, googleJwksUrl: jwks.url }),
      database: testDb.database,
      outboxWorker: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await jwks.close();
  });
  const google = (credential: string) =>
    app.inject({ method: "POST", url: "/api/auth/google", payload: { credential } });

  it("answers 404 with a clear message when not configured", async () => {
    const res = await notConfigured.app.inject({
      method: "POST",
      url: "/api/auth/google",
      payload: { credential: "x" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not configured/);
  });

  it("signs in with a valid credential, creating the account once", async () => {
    const credential = await jwks.sign({
      sub: "google-123",
      email: "priya@example.com",
      name: "Priya",
    });
    const first = await google(credential);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ name: "priya", email: "priya@example.com" });
    expect(cookieOf(first)).toMatch(/HttpOnly/i);
    const second = await google(await jwks.sign({ sub: "google-123", email: "priya@example.com" }));
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it("links an existing account whose address was not proved (taking it over)", async () => {
    await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: "dev@example.com",
        username: "devraj",
        password,
        confirmPassword: password,
      },
    });
    const res = await google(await jwks.sign({ sub: "google-456", email: "DEV@example.com" }));
    expect(res.json().user).toMatchObject({ name: "devraj", email: "dev@example.com" });
  });

  it.each([
    [
      "a wrong audience",
      () => jwks.sign({ sub: "g", email: "x@example.com" }, { audience: "someone-else" }),
    ],
    [
      "an expired token",
      () =>
        jwks.sign(
          { sub: "g", email: "x@example.com" },
          { expiresIn: Math.floor(Date.now() / 1000) - 60 },
        ),
    ],
    [
      "a bad signature",
      () => jwks.sign({ sub: "g", email: "x@example.com" }, { foreignKey: true }),
    ],
    [
      "an unverified e-mail",
      () => jwks.sign({ sub: "g", email: "x@example.com", email_verified: false }),
    ],
    [
      "another issuer",
      () => jwks.sign({ sub: "g", email: "x@example.com" }, { issuer: "https://evil.example" }),
    ],
  ])("refuses %s with 401", async (_name, make) => {
    const res = await google(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Google could not confirm/);
  });

  it("refuses garbage with 401 and a missing credential with 400", async () => {
    expect((await google("not-a-jwt")).statusCode).toBe(401);
    const missing = await app.inject({ method: "POST", url: "/api/auth/google", payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe("behind one proxy (TRUST_PROXY=1)", () => {
  const t = useTestApp("pglite", { trustProxy: 1 }, { outboxWorker: false });

  it("uses the address the proxy saw, not one the client wrote into X-Forwarded-For", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `spoof${i}@example.com`, password: "wrong guess" },
        headers: { "x-forwarded-for": `10.0.${i}.1, 127.0.0.1, 203.0.113.9` },
        remoteAddress: "10.250.0.1",
      });
      answers.push(res.statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });
});
