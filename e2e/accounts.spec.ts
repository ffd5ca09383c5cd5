import type { Page } from "@playwright/test";
import { expect, mailbox, test } from "./fixtures";
import { createAccount } from "./staff-account";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signUp(page: Page, account: { username: string; email: string; password: string }) {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toHaveText("Signup successful!");
  await expect(page).toHaveURL(/\/login$/);
}

/** Sign-up also mails a verification code: the reset mail is told apart by its subject. */
const isResetMail = (
  mail: { to: string[]; header(name: string): string | undefined },
  email: string,
) => mail.to.includes(email) && /^Reset your/.test(mail.header("subject") ?? "");

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("sign up, log in, stay signed in across a reload, log out", async ({ page }) => {
  const id = unique();
  const account = {
    username: `meera${id}`,
    email: `meera${id}@example.com`,
    password: "tea gardens of munnar",
  };
  await signUp(page, account);
  await logIn(page, account.email, account.password);
  await expect(page.getByRole("status")).toHaveText(`Welcome ${account.username}!`);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k))),
  ).not.toContainEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "pf_session")?.httpOnly).toBe(true);

  await page.reload();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("a wrong password shows the server's message in red under the form", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "nobody-here@example.com", "definitely wrong");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Invalid email or password");
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("mismatched passwords are caught before anything is sent", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/register")) calls.push(request.url());
  });
  await page.goto("/signup");
  await page.getByLabel("Username").fill("someone");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password", { exact: true }).fill("first passphrase");
  await page.getByLabel("Confirm Password", { exact: true }).fill("second passphrase");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords don't match");
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/signup$/);
});

test("password fields have a show/hide toggle", async ({ page }) => {
  await page.goto("/login");
  const input = page.getByLabel("Password", { exact: true });
  await input.fill("secret words");
  await expect(input).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(input).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(input).toHaveAttribute("type", "password");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(page.getByLabel("Remember me")).toBeVisible();
});

test("forgot password: the mailed link sets a new password that then logs in", async ({ page }) => {
  const id = unique();
  const account = {
    username: `kabir${id}`,
    email: `kabir${id}@example.com`,
    password: "old harbour lights",
  };
  await signUp(page, account);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists");

  await expect
    .poll(() => mailbox().filter((m) => isResetMail(m, account.email)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const mail = mailbox().find((m) => isResetMail(m, account.email));
  const link = mail?.text().match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new lighthouse keeper");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new lighthouse keeper");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");
  await page.getByRole("link", { name: "Log in" }).last().click();
  await logIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await logIn(page, account.email, "new lighthouse keeper");
  await expect(page.getByRole("status")).toHaveText(`Welcome ${account.username}!`);
});

test("/register leads to the sign-up page", async ({ page }) => {
  await page.goto("/register");
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
});

test("the banner asking to confirm the address moves the page down instead of covering it", async ({
  page,
}) => {
  // The account band starts close under the top bar: the first text a banner would hide.
  // (An unproved address cannot be staff, so the workspace never shows this banner.)
  const account = await createAccount(page.request, `rhea${unique()}`, "member");
  await page.goto("/login");
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  for (const width of [375, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/account/tickets");
    const banner = page.getByRole("region", { name: "Confirm your e-mail address" });
    await expect(banner).toBeVisible();
    const heading = page.getByText("Your account", { exact: true });
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => {
        const [bar, title] = await Promise.all([banner.boundingBox(), heading.boundingBox()]);
        return (title?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0));
      })
      .toBeGreaterThanOrEqual(8);
  }
});
