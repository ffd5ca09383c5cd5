import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../test/databases";
import { startLocalJwks } from "../../test/google-jwks";
import { clientAddress } from "../../test/server-process";
import { buildApp } from "../app";
import { runRetention } from "./retention";

const password = "correct horse battery staple";
const clientId = "test-client.apps.googleusercontent.com";
const forgedAssertion = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
  clientExtensionResults: {},
};

type App = Awaited<ReturnType<typeof buildApp>>;

describe.each(databaseKinds)("re-authentication and session lifetime on %s", (kind) => {
  let app: App;
  let testDb: TestDatabase;
  let jwks: Awaited<ReturnType<typeof startLocalJwks>>;

  beforeAll(async () => {
    jwks = await startLocalJwks();
    testDb = await createTestDatabase(kind);
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

  const query = async <T>(text: string) =>
    ((await testDb.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const call = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    token?: string,
    payload?: object,
    ip = clientAddress(),
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: ip,
    });
  const signUpAndLogIn = async (name: string, extra: object = {}) => {
    const email = `${name}@example.com`;
    await call("POST", "/api/auth/register", undefined, {
      email,
      username: name,
      password,
      confirmPassword: password,
    });
    const res = await call("POST", "/api/auth/login", undefined, { email, password, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const google = async (sub: string, email: string) => {
    const credential = await jwks.sign({ sub, email });
    const res = await call("POST", "/api/auth/google", undefined, { credential });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const userIdOf = async (name: string) =>
    (await query<{ id: string }>(`select id from users where username = '${name}'`))[0]?.id ?? "";
  /** Moves the last proof of identity of every session of the user 11 minutes back. */
  const age = (name: string, interval = "11 minutes") =>
    query(
      `update sessions set reauthenticated_at = now() - interval '${interval}' where user_id = (select id from users where username = '${name}')`,
    );
  const expectReauthRequired = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Please confirm it's you to continue.",
      code: "reauth_required",
    });
  };

  describe("sensitive actions need a recent sign-in", () => {
    it("lets a fresh sign-in end other sessions, and asks again 10 minutes later", async () => {
      const mine = await signUpAndLogIn("ines");
      await signUpAndLogIn("ines-other");
      const other = (
        await call("POST", "/api/auth/login", undefined, { email: "ines@example.com", password })
      ).json().token as string;
      await age("ines", "9 minutes");
      expect((await call("POST", "/api/account/sessions/revoke-others", mine, {})).statusCode).toBe(
        200,
      );
      expect((await call("GET", "/api/auth/me", other)).statusCode).toBe(401);

      const third = (
        await call("POST", "/api/auth/login", undefined, { email: "ines@example.com", password })
      ).json().token as string;
      await age("ines");
      expectReauthRequired(await call("POST", "/api/account/sessions/revoke-others", mine, {}));
      const [session] = await query<{ id: string }>(
        "select s.id from sessions s join users u on u.id = s.user_id where u.username = 'ines' order by s.created_at desc limit 1",
      );
      expectReauthRequired(await call("DELETE", `/api/account/sessions/${session?.id}`, mine));
      expect((await call("GET", "/api/auth/me", third)).statusCode).toBe(200);
      // Reading the account and its sessions needs no fresh proof.
      expect((await call("GET", "/api/account/sessions", mine)).statusCode).toBe(200);
    });

    it("asks before adding or removing a passkey", async () => {
      const token = await signUpAndLogIn("paz");
      const missing = "00000000-0000-4000-8000-00000000abcd";
      // Fresh: the checks pass and the request reaches the passkey code.
      expect((await call("DELETE", `/api/account/passkeys/${missing}`, token)).statusCode).toBe(
        404,
      );
      expect((await call("POST", "/api/account/passkeys/options", token, {})).statusCode).toBe(200);
      await age("paz");
      expectReauthRequired(await call("DELETE", `/api/account/passkeys/${missing}`, token));
      expectReauthRequired(await call("POST", "/api/account/passkeys/options", token, {}));
      expectReauthRequired(
        await call("POST", "/api/account/passkeys", token, {
          name: "Laptop",
          response: forgedAssertion,
        }),
      );
    });

    it("treats a session from before this rule (no proof recorded) as not recent", async () => {
      const token = await signUpAndLogIn("olde");
      await query(
        "update sessions set reauthenticated_at = null where user_id = (select id from users where username = 'olde')",
      );
      expectReauthRequired(await call("POST", "/api/account/sessions/revoke-others", token, {}));
    });

    it("counts the current password typed into a change as proof, and remembers it", async () => {
      const token = await signUpAndLogIn("pia");
      await age("pia");
      const noPassword = await call("POST", "/api/account/email", token, {
        email: "pia.new@example.com",
      });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().fieldErrors.currentPassword).toBeDefined();
      const moved = await call("POST", "/api/account/email", token, {
        email: "pia.new@example.com",
        currentPassword: password,
      });
      expect(moved.statusCode).toBe(202);
      // The password just typed counts for the next few minutes too.
      expect(
        (await call("POST", "/api/account/sessions/revoke-others", token, {})).statusCode,
      ).toBe(200);
      await age("pia");
      const changed = await call("POST", "/api/account/password", token, {
        currentPassword: password,
        password: "another long passphrase",
        confirmPassword: "another long passphrase",
      });
      expect(changed.statusCode).toBe(200);
      await age("pia");
      const deleted = await call("POST", "/api/account/delete", token, {
        password: "another long passphrase",
      });
      expect(deleted.statusCode).toBe(200);
    });

    it("asks a Google-only account before changing its address, setting a password or deleting", async () => {
      const token = await google("gaia-sub", "gaia@example.com");
      await age("gaia");
      expectReauthRequired(
        await call("POST", "/api/account/email", token, { email: "gaia.new@example.com" }),
      );
      expectReauthRequired(
        await call("POST", "/api/account/password", token, {
          password: "my first passphrase",
          confirmPassword: "my first passphrase",
        }),
      );
      expectReauthRequired(
        await call("POST", "/api/account/delete", token, { confirmation: "delete my account" }),
      );
      expect(await query("select 1 from users where username = 'gaia'")).toHaveLength(1);

      const credential = await jwks.sign({ sub: "gaia-sub", email: "gaia@example.com" });
      const confirmed = await call("POST", "/api/account/reauthenticate", token, { credential });
      expect(confirmed.statusCode).toBe(200);
      expect(
        (await call("POST", "/api/account/email", token, { email: "gaia.new@example.com" }))
          .statusCode,
      ).toBe(202);
      expect(
        (await call("POST", "/api/account/delete", token, { confirmation: "delete my account" }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe("POST /api/account/reauthenticate", () => {
    it("accepts the current password, names the field when it is wrong", async () => {
      const token = await signUpAndLogIn("rosa");
      await age("rosa");
      const anonymous = await call("POST", "/api/account/reauthenticate", undefined, { password });
      expect(anonymous.statusCode).toBe(401);
      const empty = await call("POST", "/api/account/reauthenticate", token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors.password).toEqual(["Enter your current password."]);
      const wrong = await call("POST", "/api/account/reauthenticate", token, {
        password: "not my password",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.password).toEqual(["This is not your current password."]);
      expectReauthRequired(await call("POST", "/api/account/sessions/revoke-others", token, {}));
      const ok = await call("POST", "/api/account/reauthenticate", token, { password });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["cache-control"]).toBe("no-store");
      expect(
        (await call("POST", "/api/account/sessions/revoke-others", token, {})).statusCode,
      ).toBe(200);
    });

    it("counts wrong passwords like failed logins: the 11th from one address is refused", async () => {
      const token = await signUpAndLogIn("guessed");
      const ip = clientAddress();
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          (await call("POST", "/api/account/reauthenticate", token, { password: `wrong ${i}` }, ip))
            .statusCode,
        );
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(answers[10]).toBe(429);
      const right = await call("POST", "/api/account/reauthenticate", token, { password }, ip);
      expect(right.statusCode).toBe(429);
      expect(right.headers["retry-after"]).toBeDefined();
    });

    it("refuses a Google token for another Google account, and a password the account lacks", async () => {
      const token = await google("hana-sub", "hana@example.com");
      await age("hana");
      const foreign = await call("POST", "/api/account/reauthenticate", token, {
        credential: await jwks.sign({ sub: "someone-else", email: "hana@example.com" }),
      });
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json().message).toMatch(/not the one linked/);
      const forged = await call("POST", "/api/account/reauthenticate", token, {
        credential: await jwks.sign(
          { sub: "hana-sub", email: "hana@example.com" },
          { foreignKey: true },
        ),
      });
      expect(forged.statusCode).toBe(401);
      const noPassword = await call("POST", "/api/account/reauthenticate", token, { password });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().message).toMatch(/no password/);
      expectReauthRequired(await call("POST", "/api/account/sessions/revoke-others", token, {}));
    });

    it("offers only the account's own passkeys, and a forged assertion proves nothing", async () => {
      const token = await signUpAndLogIn("kiri");
      await age("kiri");
      const none = await call("POST", "/api/account/reauthenticate/passkey-options", token, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/no passkeys/);
      const userId = await userIdOf("kiri");
      await query(
        `insert into passkeys (user_id, credential_id, public_key, name) values ('${userId}', 'a2lyaS1rZXk', 'AAAA', 'Phone')`,
      );
      const options = await call("POST", "/api/account/reauthenticate/passkey-options", token, {});
      expect(options.statusCode).toBe(200);
      expect(options.json().allowCredentials).toEqual([
        expect.objectContaining({ id: "a2lyaS1rZXk" }),
      ]);
      const [challenge] = await query<{ user_id: string }>(
        `select user_id from passkey_challenges where challenge = '${options.json().challenge}'`,
      );
      expect(challenge?.user_id).toBe(userId);
      const forged = await call("POST", "/api/account/reauthenticate", token, {
        passkey: { ...forgedAssertion, id: "a2lyaS1rZXk", rawId: "a2lyaS1rZXk" },
      });
      expect(forged.statusCode).toBe(401);
      const unknown = await call("POST", "/api/account/reauthenticate", token, {
        passkey: forgedAssertion,
      });
      expect(unknown.statusCode).toBe(401);
      expectReauthRequired(await call("POST", "/api/account/sessions/revoke-others", token, {}));
    });
  });

  describe("absolute session lifetime", () => {
    const setCreated = (name: string, persistent: boolean, createdAgo: string) =>
      query(
        `update sessions set created_at = now() - interval '${createdAgo}', last_seen_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour' where persistent = ${persistent} and user_id = (select id from users where username = '${name}')`,
      );

    it("ends a remembered session 90 days after sign-in, however busy", async () => {
      const token = await signUpAndLogIn("vera");
      await setCreated("vera", true, "89 days 23 hours");
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
      // The sliding expiry stops at the absolute end rather than 30 days from now.
      const [row] = await query<{ left_hours: number }>(
        "select extract(epoch from expires_at - now()) / 3600 as left_hours from sessions where user_id = (select id from users where username = 'vera')",
      );
      expect(Number(row?.left_hours)).toBeLessThanOrEqual(1);
      await setCreated("vera", true, "90 days 1 minute");
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(401);
      expect((await call("GET", "/api/account/sessions", token)).statusCode).toBe(401);
    });

    it("ends a browser session 7 days after sign-in, however busy", async () => {
      const token = await signUpAndLogIn("wren", { remember: false });
      await setCreated("wren", false, "6 days 23 hours");
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
      await setCreated("wren", false, "7 days 1 minute");
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(401);
    });

    it("has the retention job delete sessions past their absolute end", async () => {
      await signUpAndLogIn("xena");
      await signUpAndLogIn("xena", { remember: false });
      const live = await signUpAndLogIn("yuki");
      await setCreated("xena", true, "91 days");
      await setCreated("xena", false, "8 days");
      await runRetention(testDb.database.db, { sentMailDays: 30, tokenDays: 7 });
      const left = await query<{ username: string }>(
        "select u.username from sessions s join users u on u.id = s.user_id where u.username in ('xena', 'yuki')",
      );
      expect(left.map((r) => r.username)).toEqual(["yuki"]);
      expect((await call("GET", "/api/auth/me", live)).statusCode).toBe(200);
    });
  });
});
