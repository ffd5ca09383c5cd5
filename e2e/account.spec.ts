import { readFile } from "node:fs/promises";
import { type Page, request } from "@playwright/test";
import { serverPort } from "./env";
import { expect, mailbox, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Chromium's virtual authenticator (CDP): a platform authenticator that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("sign up, verify by the mailed code, add a passkey, sign in with it, manage sessions, download data, delete the account", async ({
  page,
}) => {
  // A whole account's life, a dozen page loads: longer than one screen's 30 s.
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const id = unique();
  const account = {
    username: `anaya${id}`,
    email: `anaya${id}@example.com`,
    password: "monsoon over the western ghats",
  };

  // Sign up: the spec's flow is unchanged, and a code arrives by mail.
  await page.goto("/signup");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toHaveText("Signup successful!");
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() => mailbox().filter((m) => m.to.includes(account.email)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const code = mailbox()
    .find((m) => m.to.includes(account.email))
    ?.text()
    .match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // Sign in: the banner asks for the code; the account page takes it.
  await logIn(page, account.email, account.password);
  await expect(page.getByRole("status")).toHaveText(`Welcome ${account.username}!`);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(banner).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: `Your account (${account.username})` })).toBeVisible();
  await banner.getByRole("link", { name: "Enter the code" }).click();
  await expect(page).toHaveURL(/\/account#verify$/);
  await page.getByLabel("Code from the e-mail").fill(code ?? "");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toHaveCount(0);

  // A passkey, named.
  await page.getByLabel("Passkey name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your passkey has been added." }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Test laptop");

  // Log out, then back in with the passkey alone.
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  // Signed out, the account page loads the login page in its place; a visit started before
  // that load ends would be cut short by it.
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(`Welcome ${account.username}!`);
  // The welcome then loads the home page; a visit started before that would be cut short.
  await expect(page).toHaveURL(/\/$/);

  // Another session elsewhere (a second client), then revoked from here.
  const elsewhere = await request.newContext({ baseURL: `http://localhost:${serverPort}` });
  const other = await elsewhere.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
    headers: {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    },
  });
  expect(other.status()).toBe(200);
  await page.goto("/account");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions).toContainText("This device");
  await expect(sessions).toContainText("Firefox 128 on Linux");
  await page.getByRole("button", { name: "Sign out Firefox 128 on Linux" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect((await elsewhere.get("/api/auth/me")).status()).toBe(401);
  await elsewhere.dispose();

  // Download my data.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(data.profile).toMatchObject({ email: account.email, emailVerified: true });
  expect(data.passkeys.map((p: { name: string }) => p.name)).toEqual(["Test laptop"]);
  expect(data.sessions).toHaveLength(1);

  // The passkey renamed, then removed (after a confirmation).
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await page.getByRole("button", { name: "Rename Test laptop" }).click();
  const rename = page.getByRole("form", { name: "Rename Test laptop" });
  await rename.getByLabel("New name").fill("Work laptop");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(passkeys).toContainText("Work laptop");
  await expect(passkeys).not.toContainText("Test laptop");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // Delete the account: the password confirms it.
  await page.getByRole("button", { name: "Delete my account..." }).click();
  await page.getByLabel("Your password, to confirm", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your account has been deleted." }),
  ).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();

  // Neither the password nor the removed passkey gets in any more.
  await page.goto("/login");
  await logIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("passkey could not be used");
});

test("/account sends a signed-out visitor to log in, and back after", async ({ page }) => {
  const id = unique();
  const email = `ravi${id}@example.com`;
  const password = "backwaters of alleppey";
  const created = await page.request.post("/api/auth/register", {
    data: { email, username: `ravi${id}`, password, confirmPassword: password },
  });
  expect(created.status()).toBe(201);
  // Without a session cookie the server itself sends the browser on: no blank page first.
  for (const [path, next] of [
    ["/account", "%2Faccount"],
    ["/account/tickets", "%2Faccount%2Ftickets"],
    ["/staff/inbox?status=open", "%2Fstaff%2Finbox%3Fstatus%3Dopen"],
  ]) {
    const answer = await page.request.get(path ?? "", { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location).toBe(`/login?next=${next}`);
  }
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  // Signed in, /login and /signup lead to the account page.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/account$/);
});
