import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/app";

// The real argon2, counted: equal work is what makes the two answers take equal time.
const verifyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifyCalls.count++;
      return real.verify(...args);
    },
  };
});

describe("login timing", () => {
  const t = useTestApp("pglite", {}, { outboxWorker: false });
  const password = "a passphrase for timing";
  const login = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "not it" },
    });

  beforeAll(async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: "known@example.com",
        username: "known",
        password,
        confirmPassword: password,
      },
    });
  });

  it("verifies one argon2 hash for an unknown e-mail, just as for a wrong password", async () => {
    await login("warm-up@example.com");
    verifyCalls.count = 0;
    expect((await login("known@example.com")).statusCode).toBe(401);
    expect(verifyCalls.count).toBe(1);
    verifyCalls.count = 0;
    expect((await login("nobody@example.com")).statusCode).toBe(401);
    expect(verifyCalls.count).toBe(1);
  });
});
