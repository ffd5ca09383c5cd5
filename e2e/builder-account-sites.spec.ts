import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount } from "./staff-account";

const photo = new URL("../apps/web/public/apple-touch-icon.png", import.meta.url).pathname;

/** From the builder's invitation line to the login form, and back to the builder. */
async function logInFromBuilder(page: Page, account: { email: string; password: string }) {
  await page.goto("/WebSiteBuilder");
  await page.getByRole("link", { name: "Log in to keep your sites in your account" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2FWebSiteBuilder|\/login\?next=\/WebSiteBuilder/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Saved in your account" })).toBeVisible({
    timeout: 15_000,
  });
}

test("a site saved to the account opens on another device, then is renamed and deleted", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = await createAccount(page.request, `sites${id}`, "member");

  await logInFromBuilder(page, account);
  await expect(page.getByText("No sites in your account yet.")).toBeVisible();
  await page.getByLabel("Website Name").fill("Crumb & Co.");
  await page.getByRole("button", { name: "+ Add product" }).click();
  await page.getByLabel("Upload product 1 image").setInputFiles(photo);
  await expect(page.getByLabel("Product 1 image", { exact: true })).toHaveAttribute(
    "placeholder",
    /Uploaded/,
  );

  await page.getByRole("button", { name: "Save to account" }).click();
  const naming = page.getByRole("dialog", { name: "Save to your account" });
  await expect(naming.getByLabel("Name in your account")).toHaveValue("Crumb & Co.");
  await naming.getByRole("button", { name: "Save" }).click();
  await expect(naming).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: /Crumb & Co\. · Saved/ })).toBeVisible();
  const list = page.getByRole("list", { name: "Your saved sites" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Crumb & Co.");

  // Another device: a fresh browser with nothing stored, the same person.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const phone = await other.newPage();
    await logInFromBuilder(phone, account);
    await expect(phone.getByLabel("Website Name")).toHaveValue("My Website");
    await phone.getByRole("button", { name: "Open Crumb & Co." }).click();
    await expect(phone.getByText("Opened Crumb & Co.")).toBeVisible();
    await expect(phone.getByLabel("Website Name")).toHaveValue("Crumb & Co.");
    await expect(phone.getByLabel("Product 1 image", { exact: true })).toHaveAttribute(
      "placeholder",
      /Uploaded: apple-touch-icon\.png/,
    );

    // Saved from the phone: the laptop's copy is now an older version.
    await phone.getByRole("button", { name: "Save to account" }).click();
    await expect(
      phone.getByRole("status").filter({ hasText: /Crumb & Co\. · Saved/ }),
    ).toBeVisible();
    await page.getByLabel("Hero Title").fill("Baked before dawn");
    await page.getByRole("button", { name: "Save to account" }).click();
    await expect(page.getByRole("alert")).toContainText("saved from another tab or device");
    await page.getByRole("button", { name: "Save mine as a copy" }).click();
    const copying = page.getByRole("dialog", { name: "Save as a copy" });
    await expect(copying.getByLabel("Name in your account")).toHaveValue("Crumb & Co. (copy)");
    await copying.getByRole("button", { name: "Save" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await phone.getByRole("button", { name: "Rename Crumb & Co.", exact: true }).click();
    await phone.getByLabel("New name").fill("Crumb and Company");
    await phone.getByRole("button", { name: "Save name" }).click();
    const phoneList = phone.getByRole("list", { name: "Your saved sites" });
    await expect(phoneList).toContainText("Crumb and Company");

    await phone.getByRole("button", { name: "Delete Crumb and Company" }).click();
    const confirm = phone.getByRole("dialog", { name: "Delete Crumb and Company?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await expect(confirm).toBeHidden();
    await expect(phoneList.getByRole("listitem")).toHaveCount(1);
    await expect(phoneList).toContainText("Crumb & Co. (copy)");
    await expect(phoneList).not.toContainText("Crumb and Company");
  } finally {
    await other.close();
  }
});
