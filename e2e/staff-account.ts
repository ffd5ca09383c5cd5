import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { dataDir } from "./playwright.config";

const root = join(import.meta.dirname, "..");

/** `npm run staff -- add EMAIL [--admin] --mark-verified`, reaching the running server through its control socket. */
export function grantRole(email: string, role: "staff" | "admin") {
  return execFileSync(
    process.execPath,
    [
      join(root, "apps/server/dist/staff-cli.js"),
      "add",
      email,
      ...(role === "admin" ? ["--admin"] : []),
      // Test accounts use example.com addresses: the operator vouches for them.
      "--mark-verified",
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
}

/** A new account with this role; with `signIn`, the request context holds its session. */
export async function createAccount(
  request: APIRequestContext,
  name: string,
  role: "member" | "staff" | "admin",
  options: { signIn?: boolean } = {},
) {
  const account = { email: `${name}@example.com`, password: "harbour lights at dusk" };
  const registered = await request.post("/api/auth/register", {
    data: { ...account, username: name, confirmPassword: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (role !== "member") expect(grantRole(account.email, role)).toContain(`is now ${role}`);
  if (options.signIn) {
    const login = await request.post("/api/auth/login", { data: account });
    expect(login.status()).toBe(200);
  }
  return account;
}
