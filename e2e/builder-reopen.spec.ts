import { expect, test } from "./fixtures";

const photo = new URL("../apps/web/public/apple-touch-icon.png", import.meta.url).pathname;

test("a downloaded site opens again with its pictures, and changes can be undone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/WebSiteBuilder");
  await page.getByLabel("Website Name").fill("Crumb & Co.");
  await page.getByRole("button", { name: "+ Add product" }).click();
  await page.getByLabel("Product 1 title").fill("Country sourdough");
  await page.getByLabel("Upload product 1 image").setInputFiles(photo);
  await expect(page.getByLabel("Product 1 image", { exact: true })).toHaveAttribute(
    "placeholder",
    /Uploaded/,
  );
  await page.getByRole("button", { name: "Generate Website" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download ZIP" }).click();
  const zipPath = (await (await downloading).path()) ?? "";

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByLabel("Website Name")).toHaveValue("My Website");

  await page.getByLabel("Open a saved site").setInputFiles({
    name: "professional-website.zip",
    mimeType: "application/zip",
    buffer: await import("node:fs/promises").then((fs) => fs.readFile(zipPath)),
  });
  await expect(page.getByRole("status").filter({ hasText: "Opened" })).toBeVisible();
  await expect(page.getByLabel("Website Name")).toHaveValue("Crumb & Co.");
  await expect(page.getByLabel("Product 1 title")).toHaveValue("Country sourdough");
  await expect(page.getByLabel("Product 1 image", { exact: true })).toHaveAttribute(
    "placeholder",
    /Uploaded: apple-touch-icon\.png/,
  );

  await page.getByLabel("Website Name").fill("Crumb and Company");
  await page.getByLabel("Hero Title").click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(page.getByLabel("Website Name")).toHaveValue("Crumb & Co.");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(page.getByLabel("Website Name")).toHaveValue("Crumb and Company");
});
