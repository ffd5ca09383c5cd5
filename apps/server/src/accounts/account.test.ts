import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig, useTestApp } from "../../test/app";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../test/databases";
import { startLocalJwks } from "../../test/google-jwks";
import { clientAddress } from "../../test/server-process";
import { buildApp } from "../app";
import { consumeChallenge, insertChallenge, insertPasskey } from "./passkey-store";
import { isEmailVerified } from "./verified";

const password = "correct horse battery staple";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type App = Awaited<ReturnType<typeof buildApp>>;

function sessionCookie(res: LightMyRequestResponse) {
  const header = res.headers["set-cookie"];
  return (Array.isArray(header) ? header : [header ?? ""]).find((c) => c.startsWith("pf_session="));
}

/** Helpers over one app and its database. */
function client(get: () => { app: App; testDb: TestDatabase }) {
  const query = async <T>(text: string) =>
    ((await get().testDb.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const call = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    token?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    get().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      remoteAddress: clientAddress(),
    });
  const register = (email: string, username: string) =>
    call("POST", "/api/auth/register", undefined, {
      email,
      username,
      password,
      confirmPassword: password,
    });
  const login = async (email: string, pw = password, extra: object = {}, ua = FIREFOX) => {
    const res = await call(
      "POST",
      "/api/auth/login",
      undefined,
      { email, password: pw, ...extra },
      { "user-agent": ua },
    );
    return res;
  };
  const tokenOf = async (email: string, pw = password) => {
    const res = await login(email, pw);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const lastMailTo = async (to: string) =>
    (
      await query<{ subject: string; text_body: string }>(
        `select subject, text_body from mail_outbox where lower(to_address) = lower('${to}') order by created_at desc, id limit 1`,
      )
    )[0];
  const codeFor = async (to: string) => (await lastMailTo(to))?.text_body.match(/\b(\d{6})\b/)?.[1];
  const linkTokenFor = async (to: string) =>
    decodeURIComponent((await lastMailTo(to))?.text_body.match(/verify=([^\s]+)/)?.[1] ?? "");
  return { query, call, register, login, tokenOf, lastMailTo, codeFor, linkTokenFor };
}

describe.each(databaseKinds)("account features on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const c = client(() => t);

  describe("verified addresses", () => {
    it("mails a 6-digit code and a link on sign-up, stores only hashes, and sign-in still works", async () => {
      expect((await c.register("mira@example.com", "mira")).statusCode).toBe(201);
      const mail = await c.lastMailTo("mira@example.com");
      expect(mail?.subject).toMatch(/^Confirm your e-mail address for /);
      expect(mail?.subject).not.toMatch(/\d{6}/);
      const code = await c.codeFor("mira@example.com");
      const link = await c.linkTokenFor("mira@example.com");
      expect(code).toMatch(/^\d{6}$/);
      expect(link.length).toBeGreaterThanOrEqual(43);
      const stored = await c.query<{ code_hash: string; token_hash: string; expires_at: Date }>(
        "select code_hash, token_hash, expires_at from email_verifications",
      );
      const all = JSON.stringify(stored);
      expect(all).not.toContain(link);
      // 20 bits: salted argon2id, not a plain hash a stolen table would give up at once.
      expect(stored.every((r) => r.code_hash.startsWith("$argon2id$"))).toBe(true);
      const token = await c.tokenOf("mira@example.com");
      const me = await c.call("GET", "/api/auth/me", token);
      expect(me.json().user.emailVerified).toBe(false);
    });

    it("verifies by code once; a wrong code names the field", async () => {
      const token = await c.tokenOf("mira@example.com");
      const wrong = await c.call("POST", "/api/auth/verify-email", token, { code: "000000" });
      // (the real code is 000000 once in a million runs; the field error is what matters)
      if (wrong.statusCode === 400) expect(wrong.json().fieldErrors.code[0]).toMatch(/wrong/);
      const malformed = await c.call("POST", "/api/auth/verify-email", token, { code: "12ab" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors.code[0]).toMatch(/6 digits/);
      const code = await c.codeFor("mira@example.com");
      const ok = await c.call("POST", "/api/auth/verify-email", token, { code });
      expect(ok.statusCode).toBe(200);
      expect((await c.call("GET", "/api/auth/me", token)).json().user.emailVerified).toBe(true);
      const again = await c.call("POST", "/api/auth/verify-email", token, { code });
      expect(again.statusCode).toBe(400);
      const anonymous = await c.call("POST", "/api/auth/verify-email", undefined, { code });
      expect(anonymous.statusCode).toBe(401);
    });

    it("stops a code after 5 wrong tries, and a new code replaces the old one", async () => {
      await c.register("tariq@example.com", "tariq");
      const token = await c.tokenOf("tariq@example.com");
      const code = (await c.codeFor("tariq@example.com")) ?? "";
      const wrongCode = code === "111111" ? "222222" : "111111";
      for (let i = 0; i < 5; i++) {
        const res = await c.call("POST", "/api/auth/verify-email", token, { code: wrongCode });
        expect(res.statusCode).toBe(400);
      }
      const late = await c.call("POST", "/api/auth/verify-email", token, { code });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toMatch(/Too many wrong codes/);
      const resend = await c.call("POST", "/api/auth/verify-email/resend", token, {});
      expect(resend.statusCode).toBe(202);
      const fresh = await c.codeFor("tariq@example.com");
      if (fresh !== code) {
        const old = await c.call("POST", "/api/auth/verify-email", token, { code });
        expect(old.statusCode).toBe(400);
      }
      const ok = await c.call("POST", "/api/auth/verify-email", token, { code: fresh });
      expect(ok.statusCode).toBe(200);
      expect(
        await isEmailVerified(
          t.testDb.database.db,
          (await c.call("GET", "/api/auth/me", token)).json().user.id,
        ),
      ).toBe(true);
    });

    it("verifies by the mailed link without a session, once, and not after an hour", async () => {
      await c.register("lena@example.com", "lena");
      const link = await c.linkTokenFor("lena@example.com");
      const ok = await c.call("POST", "/api/auth/verify-email/link", undefined, { token: link });
      expect(ok.statusCode).toBe(200);
      const again = await c.call("POST", "/api/auth/verify-email/link", undefined, { token: link });
      expect(again.statusCode).toBe(400);
      await c.register("omar@example.com", "omar");
      const late = await c.linkTokenFor("omar@example.com");
      await c.query(
        "update email_verifications set expires_at = now() - interval '1 second' where lower(email) = 'omar@example.com'",
      );
      const expired = await c.call("POST", "/api/auth/verify-email/link", undefined, {
        token: late,
      });
      expect(expired.statusCode).toBe(400);
    });

    it("limits resending to 5 codes an hour", async () => {
      await c.register("rhea@example.com", "rhea");
      const token = await c.tokenOf("rhea@example.com");
      const answers: number[] = [];
      for (let i = 0; i < 5; i++)
        answers.push((await c.call("POST", "/api/auth/verify-email/resend", token, {})).statusCode);
      // The sign-up's code counts: four more are sent, the fifth resend is refused.
      expect(answers).toEqual([202, 202, 202, 202, 429]);
    });
  });

  describe("the account page's API", () => {
    beforeAll(async () => {
      await c.register("kai@example.com", "kai");
    });

    it("is for signed-in people only", async () => {
      for (const url of ["/api/account", "/api/account/sessions", "/api/account/export"]) {
        expect((await c.call("GET", url)).statusCode).toBe(401);
      }
    });

    it("shows the profile and changes the username", async () => {
      const token = await c.tokenOf("kai@example.com");
      const account = await c.call("GET", "/api/account", token);
      expect(account.json()).toMatchObject({
        name: "kai",
        email: "kai@example.com",
        emailVerified: false,
        hasPassword: true,
        google: false,
        pendingEmail: null,
      });
      expect(account.headers["cache-control"]).toBe("no-store");
      const taken = await c.call("POST", "/api/account/username", token, { username: "MIRA" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fieldErrors.username[0]).toMatch(/taken/);
      const renamed = await c.call("POST", "/api/account/username", token, { username: "kai-2" });
      expect(renamed.json().user.name).toBe("kai-2");
    });

    it("moves to a new address only once the code sent to it is entered, and tells the old one", async () => {
      const token = await c.tokenOf("kai@example.com");
      const noPassword = await c.call("POST", "/api/account/email", token, {
        email: "kai.new@example.com",
      });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().fieldErrors.currentPassword).toBeDefined();
      const taken = await c.call("POST", "/api/account/email", token, {
        email: "MIRA@example.com",
        currentPassword: password,
      });
      expect(taken.statusCode).toBe(409);
      const asked = await c.call("POST", "/api/account/email", token, {
        email: "kai.new@example.com",
        currentPassword: password,
      });
      expect(asked.statusCode).toBe(202);
      const pending = (await c.call("GET", "/api/account", token)).json();
      expect(pending).toMatchObject({
        email: "kai@example.com",
        pendingEmail: "kai.new@example.com",
      });
      const code = await c.codeFor("kai.new@example.com");
      const ok = await c.call("POST", "/api/auth/verify-email", token, { code });
      expect(ok.statusCode).toBe(200);
      const after = (await c.call("GET", "/api/account", token)).json();
      expect(after).toMatchObject({
        email: "kai.new@example.com",
        emailVerified: true,
        pendingEmail: null,
      });
      expect((await c.lastMailTo("kai@example.com"))?.subject).toMatch(
        /e-mail address was changed/,
      );
      expect((await c.login("kai.new@example.com")).statusCode).toBe(200);
    });

    it("lists sessions with browser, system and address, and revokes one or all others", async () => {
      const mine = await c.tokenOf("kai.new@example.com");
      const phone = (await c.login("kai.new@example.com", password, {}, SAFARI)).json().token;
      const list = await c.call("GET", "/api/account/sessions", mine);
      const sessions = list.json().sessions as {
        id: string;
        browser: string;
        os: string;
        ip: string;
        current: boolean;
      }[];
      const current = sessions.find((s) => s.current);
      expect(current).toMatchObject({ browser: "Firefox 132", os: "Windows 10" });
      expect(current?.ip).toMatch(/\d/);
      const other = sessions.find((s) => s.browser.startsWith("Safari") && s.os.startsWith("iOS"));
      expect(other).toBeDefined();
      const revoked = await c.call("DELETE", `/api/account/sessions/${other?.id}`, mine);
      expect(revoked.statusCode).toBe(200);
      expect((await c.call("GET", "/api/auth/me", phone)).statusCode).toBe(401);
      const foreign = await c.call(
        "DELETE",
        `/api/account/sessions/${current?.id}`,
        await c.tokenOf("mira@example.com"),
      );
      expect(foreign.statusCode).toBe(404);
      const third = await c.tokenOf("kai.new@example.com");
      await c.call("POST", "/api/account/sessions/revoke-others", mine, {});
      expect((await c.call("GET", "/api/auth/me", third)).statusCode).toBe(401);
      expect((await c.call("GET", "/api/auth/me", mine)).statusCode).toBe(200);
    });

    it("changes the password only with the current one, and ends the other sessions", async () => {
      const mine = await c.tokenOf("kai.new@example.com");
      const other = await c.tokenOf("kai.new@example.com");
      const wrong = await c.call("POST", "/api/account/password", mine, {
        currentPassword: "not it at all",
        password: "a new long passphrase",
        confirmPassword: "a new long passphrase",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.currentPassword).toBeDefined();
      const ok = await c.call("POST", "/api/account/password", mine, {
        currentPassword: password,
        password: "a new long passphrase",
        confirmPassword: "a new long passphrase",
      });
      expect(ok.statusCode).toBe(200);
      expect((await c.call("GET", "/api/auth/me", other)).statusCode).toBe(401);
      expect((await c.call("GET", "/api/auth/me", mine)).statusCode).toBe(200);
      expect((await c.login("kai.new@example.com")).statusCode).toBe(401);
      expect((await c.login("kai.new@example.com", "a new long passphrase")).statusCode).toBe(200);
    });

    it("downloads the person's data, and deletes the account after the password, anonymising messages", async () => {
      await c.register("zoe@example.com", "zoe");
      await c.query(
        "insert into contact_messages (user_name, user_email, message) values ('Zoe', 'ZOE@example.com', 'Hello from Zoe')",
      );
      await c.query(
        "insert into support_tickets (reference, name, email, subject, message) values ('PF-ZOE1', 'Zoe', 'zoe@example.com', 'Help', 'Ticket body')",
      );
      const token = await c.tokenOf("zoe@example.com");
      const data = await c.call("GET", "/api/account/export", token);
      expect(data.statusCode).toBe(200);
      expect(data.headers["content-disposition"]).toMatch(/attachment/);
      const body = data.json();
      expect(body.profile).toMatchObject({ name: "zoe", email: "zoe@example.com" });
      expect(body.sessions.length).toBeGreaterThan(0);
      expect(body.conversations.contactMessages[0].message).toBe("Hello from Zoe");
      expect(body.conversations.tickets[0].reference).toBe("PF-ZOE1");
      expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2|token_hash/);

      const wrong = await c.call("POST", "/api/account/delete", token, { password: "nope nope" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.password).toBeDefined();
      const deleted = await c.call("POST", "/api/account/delete", token, { password });
      expect(deleted.statusCode).toBe(200);
      expect((await c.call("GET", "/api/auth/me", token)).statusCode).toBe(401);
      expect((await c.login("zoe@example.com")).statusCode).toBe(401);
      expect(await c.query("select 1 from users where lower(email) = 'zoe@example.com'")).toEqual(
        [],
      );
      const left = await c.query<{ user_email: string; user_name: string }>(
        "select user_name, user_email from contact_messages where message = 'Hello from Zoe'",
      );
      expect(left).toEqual([{ user_name: "Deleted account", user_email: "deleted@invalid" }]);
      const tickets = await c.query(
        "select 1 from support_tickets where lower(email) = 'zoe@example.com'",
      );
      expect(tickets).toEqual([]);
    });
  });

  describe("passkeys API", () => {
    it("is for signed-in people; a forged answer gets nobody in; challenges are used once", async () => {
      expect(
        (await c.call("POST", "/api/account/passkeys/options", undefined, {})).statusCode,
      ).toBe(401);
      expect((await c.call("GET", "/api/account/passkeys")).statusCode).toBe(401);
      const options = await c.call("POST", "/api/auth/passkey/options", undefined, {});
      expect(options.statusCode).toBe(200);
      const challenge = options.json().challenge as string;
      expect(Buffer.from(challenge, "base64url").length).toBeGreaterThanOrEqual(16);
      const forged = await c.call("POST", "/api/auth/passkey", undefined, {
        response: {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
          clientExtensionResults: {},
        },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toMatch(/passkey could not be used/);
      expect(forged.headers["set-cookie"]).toBeUndefined();

      const db = t.testDb.database.db;
      await c.register("passkey-owner@example.com", "passkey-owner");
      const [user] = await c.query<{ id: string }>(
        "select id from users where username = 'passkey-owner'",
      );
      await insertChallenge(db, {
        challenge: "for-someone",
        userId: user?.id ?? null,
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect(await consumeChallenge(db, "for-someone", null)).toBe(false);
      expect(await consumeChallenge(db, "for-someone", user?.id ?? null)).toBe(true);
      expect(await consumeChallenge(db, "for-someone", user?.id ?? null)).toBe(false);
      await insertChallenge(db, {
        challenge: "stale",
        userId: null,
        expiresAt: new Date(Date.now() - 1),
      });
      expect(await consumeChallenge(db, "stale", null)).toBe(false);
    });

    it("renames and removes only the owner's passkeys", async () => {
      await c.register("renamer@example.com", "renamer");
      const token = await c.tokenOf("renamer@example.com");
      const missing = "00000000-0000-4000-8000-00000000abcd";
      const rename = await c.call("POST", `/api/account/passkeys/${missing}/name`, token, {
        name: "x",
      });
      expect(rename.statusCode).toBe(404);
      expect((await c.call("DELETE", `/api/account/passkeys/${missing}`, token)).statusCode).toBe(
        404,
      );
      const blank = await c.call("POST", `/api/account/passkeys/${missing}/name`, token, {
        name: " ",
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fieldErrors.name).toBeDefined();
      expect((await c.call("GET", "/api/account/passkeys", token)).json()).toEqual({
        passkeys: [],
      });
    });
  });

  describe("remember me", () => {
    beforeAll(async () => {
      await c.register("noor@example.com", "noor");
    });

    it("unchecked: a browser-session cookie and a 12-hour idle expiry; checked: 30 days", async () => {
      const brief = await c.login("noor@example.com", password, { remember: false });
      const cookie = sessionCookie(brief) ?? "";
      expect(cookie).not.toMatch(/Expires|Max-Age/i);
      const [row] = await c.query<{ hours: number }>(
        `select extract(epoch from expires_at - now()) / 3600 as hours from sessions order by created_at desc limit 1`,
      );
      expect(Number(row?.hours)).toBeGreaterThan(11.9);
      expect(Number(row?.hours)).toBeLessThanOrEqual(12);
      const long = await c.login("noor@example.com", password, { remember: true });
      expect(sessionCookie(long)).toMatch(/Expires=/);
    });

    it("ends a session idle for 12 hours, and slides it (at most one write a minute) while used", async () => {
      const token = (await c.login("noor@example.com", password, { remember: false })).json().token;
      await c.query(
        "update sessions set last_seen_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour' where persistent = false",
      );
      expect((await c.call("GET", "/api/auth/me", token)).statusCode).toBe(200);
      const [slid] = await c.query<{ hours: number; seen: number }>(
        "select extract(epoch from expires_at - now()) / 3600 as hours, extract(epoch from now() - last_seen_at) as seen from sessions where persistent = false order by last_seen_at desc limit 1",
      );
      expect(Number(slid?.hours)).toBeGreaterThan(11.9);
      expect(Number(slid?.seen)).toBeLessThan(30);
      await c.query(
        "update sessions set expires_at = now() - interval '1 second' where persistent = false",
      );
      expect((await c.call("GET", "/api/auth/me", token)).statusCode).toBe(401);
    });
  });
});

describe("Google sign-in and unproved addresses (finding 1)", () => {
  const clientId = "test-client.apps.googleusercontent.com";
  let jwks: Awaited<ReturnType<typeof startLocalJwks>>;
  const state = {} as { app: App; testDb: TestDatabase };
  const c = client(() => state);

  beforeAll(async () => {
    jwks = await startLocalJwks();
    state.testDb = await createTestDatabase("pglite");
    state.app = await buildApp({
      config: testConfig({ googleClientId: clientId, googleJwksUrl: jwks.url }),
      database: state.testDb.database,
      outboxWorker: false,
    });
  });
  afterAll(async () => {
    await state.app.close();
    await state.testDb.drop();
    await jwks.close();
  });
  const google = (claims: Record<string, unknown>) =>
    jwks
      .sign(claims)
      .then((credential) =>
        state.app.inject({ method: "POST", url: "/api/auth/google", payload: { credential } }),
      );

  it("a pre-registered, unproved account is taken over: the squatter's password and sessions end", async () => {
    expect((await c.register("victim@gmail.com", "squatter")).statusCode).toBe(201);
    const squatter = await c.tokenOf("victim@gmail.com");
    const owner = await google({ sub: "owner-sub", email: "Victim@Gmail.com" });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.emailVerified).toBe(true);
    expect((await c.call("GET", "/api/auth/me", squatter)).statusCode).toBe(401);
    expect((await c.login("victim@gmail.com")).statusCode).toBe(401);
    const account = await c.call("GET", "/api/account", owner.json().token);
    expect(account.json()).toMatchObject({ hasPassword: false, google: true, emailVerified: true });
  });

  it("a squatter's passkey and saved sites do not survive the takeover", async () => {
    expect((await c.register("baker@gmail.com", "breadsquatter")).statusCode).toBe(201);
    const [squatter] = await c.query<{ id: string }>(
      "select id from users where email = 'baker@gmail.com'",
    );
    if (!squatter) throw new Error("no account");
    // What a squatter could set up after signing in, without ever proving the address.
    await insertPasskey(state.testDb.database.db, {
      userId: squatter.id,
      credentialId: "squatter-credential",
      publicKey: "cHVibGlj",
      counter: 0,
      transports: ["internal"],
      name: "Squatter's phone",
    });
    await c.query(
      `insert into builder_sites (user_id, name, config, size_bytes) values ('${squatter.id}', 'Planted', '{}', 2)`,
    );
    const owner = await google({ sub: "baker-sub", email: "baker@gmail.com" });
    expect(owner.statusCode).toBe(200);
    const token = owner.json().token as string;
    expect((await c.call("GET", "/api/account/passkeys", token)).json()).toEqual({ passkeys: [] });
    expect((await c.call("GET", "/api/builder/sites", token)).json().sites).toEqual([]);
  });

  it("another Google subject with the same address in other case does not get in", async () => {
    const intruder = await google({ sub: "intruder-sub", email: "VICTIM@gmail.com" });
    expect(intruder.statusCode).toBe(409);
    expect(intruder.headers["set-cookie"]).toBeUndefined();
    const owner = await google({ sub: "owner-sub", email: "victim@gmail.com" });
    expect(owner.statusCode).toBe(200);
  });

  it("links a proved password account, which keeps its password", async () => {
    await c.register("proved@example.com", "proved");
    const link = await c.linkTokenFor("proved@example.com");
    await c.call("POST", "/api/auth/verify-email/link", undefined, { token: link });
    const before = await c.tokenOf("proved@example.com");
    const res = await google({ sub: "proved-sub", email: "proved@example.com" });
    expect(res.json().user).toMatchObject({ name: "proved", email: "proved@example.com" });
    expect((await c.call("GET", "/api/auth/me", before)).statusCode).toBe(200);
    expect((await c.login("proved@example.com")).statusCode).toBe(200);
  });

  it("lets a Google-only account set a password without a current one, and delete by typed words", async () => {
    const res = await google({ sub: "solo-sub", email: "solo@example.com" });
    const token = res.json().token as string;
    const set = await c.call("POST", "/api/account/password", token, {
      password: "my first passphrase",
      confirmPassword: "my first passphrase",
    });
    expect(set.statusCode).toBe(200);
    expect((await c.login("solo@example.com", "my first passphrase")).statusCode).toBe(200);
    const other = await google({ sub: "solo2-sub", email: "solo2@example.com" });
    const t2 = other.json().token as string;
    const refused = await c.call("POST", "/api/account/delete", t2, { confirmation: "yes" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.confirmation).toBeDefined();
    const gone = await c.call("POST", "/api/account/delete", t2, {
      confirmation: "Delete my account",
    });
    expect(gone.statusCode).toBe(200);
  });
});
