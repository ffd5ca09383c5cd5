import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, mailbox, test } from "./fixtures";
import { createAccount } from "./staff-account";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a ticket from submission to resolution: the visitor and staff answer each other", async ({
  page,
  browser,
}) => {
  // Two browsers, two e-mails and a dozen page loads: longer than one screen's 30 s.
  test.setTimeout(90_000);
  const id = unique();
  const word = `marmalade${id}`;
  const visitorEmail = `visitor${id}@example.com`;

  // The visitor submits a ticket and keeps its reference on screen.
  await page.goto("/submit-ticket");
  await page.getByLabel("Name").fill("Nadia Haddad");
  await page.getByLabel("Email").fill(visitorEmail);
  await page.getByLabel("Subject").fill("Order form totals");
  await page.getByLabel("Message").fill(`The ${word} shop adds tax twice on the order form.`);
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByRole("status")).toContainText("Ticket Submitted");
  const reference = (await page.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(/^PF-[A-Z2-9]{8}$/);
  await expect(page.getByRole("button", { name: "Submit Ticket" })).toBeVisible();
  await expect(page.getByTestId("reference")).toHaveText(reference);

  // A member of staff: an account, given the role with the staff CLI while the server runs.
  const staff = await createAccount(page.request, `staff${id}`, "staff");

  // Signed out, the workspace sends them to log in, and back.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto("/staff");
  await expect(desk).toHaveURL(/\/login\?next=%2Fstaff$/);
  await logIn(desk, staff.email, staff.password);
  await expect(desk).toHaveURL(/\/staff$/);
  await expect(desk.getByRole("heading", { name: "Overview" })).toBeVisible();

  // They find the ticket by a word of its message, and reply.
  await desk
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Inbox" })
    .click();
  await desk.getByLabel("Search name, e-mail, subject and message").fill(word);
  await desk.getByRole("button", { name: "Search" }).click();
  await desk.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(desk.getByRole("heading", { name: "Order form totals" })).toBeVisible();
  await desk.getByLabel("Internal note (only staff see it)").fill("Tax rule misconfigured.");
  await desk.getByRole("button", { name: "Add note" }).click();
  await expect(desk.getByText("Tax rule misconfigured.")).toBeVisible();
  await desk
    .getByLabel("Reply to the visitor (sent by e-mail)")
    .fill("Fixed: tax is now added once. Sorry about that!");
  await desk.getByRole("button", { name: "Send reply" }).click();
  await expect(desk.getByText("Fixed: tax is now added once.")).toBeVisible();
  await expect(desk.getByLabel("Status")).toHaveValue("waiting");

  // The visitor's mail arrives with the private link.
  await expect
    .poll(() => mailbox().filter((m) => m.to.includes(visitorEmail)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
  const replyMail = mailbox().find(
    (m) => m.to.includes(visitorEmail) && m.text().includes("Fixed: tax is now added once."),
  );
  const link = replyMail?.text().match(/https?:\/\/\S+\/tickets\/PF-[A-Z2-9]{8}\?key=\S+/)?.[0];
  expect(link).toContain(`/tickets/${reference}?key=`);
  const ack = mailbox().find((m) => m.to.includes(visitorEmail) && m !== replyMail);
  expect(ack?.text()).not.toContain(word);

  // The visitor reads the reply (no internal note) and answers.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(visitor.getByText("Fixed: tax is now added once.")).toBeVisible();
  await expect(visitor.getByText("Tax rule misconfigured.")).toHaveCount(0);
  await visitor.getByLabel("Your reply").fill("Confirmed, the totals are right now. Thanks!");
  await visitor.getByRole("button", { name: "Send reply" }).click();
  await expect(visitor.getByText("Your reply has been sent.")).toBeVisible();

  // Staff see the answer and resolve the ticket.
  await desk.reload();
  await expect(desk.getByText("Confirmed, the totals are right now.")).toBeVisible();
  await expect(desk.getByLabel("Status")).toHaveValue("open");
  await desk.getByRole("button", { name: "Mark resolved" }).click();
  await expect(desk.getByLabel("Status")).toHaveValue("resolved");

  // A wrong key gets the same page as an unknown reference.
  await visitor.goto(`/tickets/${reference}?key=${"x".repeat(43)}`);
  await expect(visitor.getByRole("heading", { name: "Conversation not found" })).toBeVisible();
});

test("a member who signs in sees a polite refusal, not the workspace", async ({ page }) => {
  const id = unique();
  const member = await createAccount(page.request, `member${id}`, "member");
  await page.goto("/login?next=/staff/inbox");
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/staff\/inbox$/);
  await expect(page.getByRole("heading", { name: "This workspace is for our team" })).toBeVisible();
});

test("the workspace and ticket pages are served to the browser but never indexed", async ({
  request,
}) => {
  for (const path of [
    "/staff",
    "/staff/inbox/PF-AAAAAAAA",
    "/tickets/PF-AAAAAAAA",
    "/account/tickets",
    "/account/tickets/PF-AAAAAAAA",
  ]) {
    // Any session cookie: the page decides what a signed-out or member visitor sees.
    const res = await request.get(path, { headers: { cookie: "pf_session=checked-by-the-page" } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["x-robots-tag"], path).toBe("noindex");
  }
  expect((await request.get("/staffroom")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toMatch(/\/staff|\/tickets\//);
});

test("staff add a web-development project, move it with the keyboard, then unpublish it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const staff = await createAccount(page.request, `folio${id}`, "staff");
  const title = `Harbour ferry site ${id}`;
  await page.goto("/login?next=/staff/portfolio");
  await logIn(page, staff.email, staff.password);
  await expect(page.getByRole("heading", { name: "Portfolio" })).toBeVisible();

  await page.getByRole("button", { name: "New project" }).click();
  const editor = page.getByRole("form", { name: "New project" });
  await editor.getByLabel("Title").fill(title);
  await editor.getByLabel("Image (a /path on this site or an https address)").fill("javascript:x");
  await editor.getByLabel("Description").fill("Timetables and tickets for an island ferry.");
  await editor.getByLabel("Tags (comma-separated)").fill("Booking, Maps");
  await editor.getByRole("button", { name: "Add project" }).click();
  await expect(editor.getByText("Use a /path on this site or an http(s) address.")).toBeVisible();
  const upload = editor.getByLabel("Or upload an image (PNG, JPEG, WebP or AVIF, at most 10 MB)");
  await upload.setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("plain text"),
  });
  await expect(editor.getByRole("alert")).toHaveText(
    "Only PNG, JPEG, WebP and AVIF images can be uploaded.",
  );
  const jpeg = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: "#1a4550" },
  })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: "ferry.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(editor.getByLabel("Image (a /path on this site or an https address)")).toHaveValue(
    /^\/media\/[0-9a-f-]{36}\/1800x1200$/,
  );
  await editor.getByRole("button", { name: "Add project" }).click();
  await expect(page.getByRole("status")).toHaveText("Project added at the end.");

  // Added last; moved up by keyboard, one place.
  const rows = page.getByRole("main").locator("ol > li");
  await expect(rows.last()).toContainText(title);
  const up = page.getByRole("button", { name: `Move ${title} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("to position");
  await expect(rows.last()).not.toContainText(title);

  const site = await (await page.context().browser()?.newContext())?.newPage();
  if (!site) throw new Error("no browser");
  await site.goto("/portfolio/web-development");
  await expect(site.getByRole("heading", { name: title })).toBeVisible();
  const card = site.locator("main ul.grid > li").filter({ hasText: title });
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/[0-9a-f-]{36}\/480\.avif 480w, .*960\.avif 960w, .*1600\.avif 1600w/,
  );
  await expect
    .poll(() =>
      card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: "Unpublish" })
    .click();
  await expect(page.getByRole("status")).toHaveText(`“${title}” is hidden from the site.`);
  await site.reload();
  await expect(
    site.getByRole("heading", { level: 1, name: "Our Web Development Work" }),
  ).toBeVisible();
  await expect(site.locator("main ul.grid > li").first()).toBeVisible();
  await expect(site.getByRole("heading", { name: title })).toHaveCount(0);
});
