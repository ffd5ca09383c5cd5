import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

/**
 * Serves a portfolio page as the web build prerendered it, without the list the server
 * writes into it (decision 024): the page the server sends when it could not read the
 * list, which then asks the API for it.
 */
async function servedWithoutList(page: Page, path: string) {
  const file = fileURLToPath(
    new URL(`../apps/web/build/client${path}/index.html`, import.meta.url),
  );
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ path: file, contentType: "text/html; charset=utf-8" }),
  );
}

/** Holds the projects call until released, so the loading state can be seen. */
async function holdProjects(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/projects?**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const pages = [
  {
    path: "/portfolio/web-development",
    heading: "Our Web Development Work",
    loading: "Loading projects...",
    notice: false,
  },
  {
    path: "/portfolio/logo-design",
    heading: "Logo Design Projects",
    loading: "Loading logo design projects...",
    notice: true,
  },
  {
    path: "/portfolio/ui-ux-design",
    heading: "UI/UX Projects",
    loading: "Loading UI/UX projects...",
    notice: false,
  },
  {
    path: "/portfolio/seo",
    heading: "SEO Projects",
    loading: "Loading SEO projects...",
    notice: false,
  },
];

for (const p of pages) {
  test(`${p.path}: the seeded projects come with the page${p.notice ? ", and the notice" : ""}`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/projects")) asked.push(request.url());
    });
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    const cards = page.locator("main ul.grid > li");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first().locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() =>
        cards
          .first()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await expect(page.getByTestId("under-development")).toHaveCount(p.notice ? 1 : 0);
    // Hydrated from the list in the page: the API is not asked.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
  });

  test(`${p.path} without its list: loading, then the seeded projects${p.notice ? " and the notice" : ""}`, async ({
    page,
  }) => {
    await servedWithoutList(page, p.path);
    const release = await holdProjects(page);
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(p.loading);
    release();
    await expect(page.getByRole("status")).toHaveCount(0);
    const cards = page.locator("main ul.grid > li");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(
      cards.first().getByRole("list", { name: "Tags" }).getByRole("listitem").first(),
    ).toBeVisible();
    // The first card's picture is on the first screen: fetched at once; the rest wait.
    const image = cards.first().locator("img");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "480");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId("under-development")).toHaveCount(p.notice ? 1 : 0);
  });
}

test("the cards are in the page a browser without JavaScript receives", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/portfolio/web-development");
  const cards = page.locator("main ul.grid > li");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(cards.first().getByRole("heading", { level: 2 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await context.close();
});

test("web projects open in a new tab without access to this page", async ({ page }) => {
  await page.goto("/portfolio/web-development");
  const link = page.getByRole("link", { name: /View Project/ }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("href", /^https:\/\//);
});

test("UI/UX and SEO show the notice only when the list is empty", async ({ page }) => {
  await page.route("**/api/projects?**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ projects: [] }),
    }),
  );
  for (const path of ["/portfolio/ui-ux-design", "/portfolio/seo"]) {
    await servedWithoutList(page, path);
    await page.goto(path);
    await expect(page.getByTestId("under-development")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Under Development" })).toBeVisible();
  }
});

test("a failed fetch ends loading, logs the spec's message and offers Retry", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await servedWithoutList(page, "/portfolio/seo");
  await page.route("**/api/projects?**", (route) => route.abort("connectionrefused"));
  await page.goto("/portfolio/seo");
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByTestId("under-development")).toBeVisible();
  expect(logs.some((line) => line.includes("Failed to fetch SEO projects"))).toBe(true);

  await page.unroute("**/api/projects?**");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator("main ul.grid > li").first()).toBeVisible();
  await expect(page.getByTestId("under-development")).toHaveCount(0);
});

test("project text from the API is shown as text, never as markup", async ({ page }) => {
  const hostile = '<img src=x onerror="window.__pwned=1">';
  await page.route("**/api/projects?**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        projects: [
          {
            id: 1,
            service: "web-development",
            title: hostile,
            image: "/images/projects/spice-route-restaurant.svg",
            description: `<script>window.__pwned=2</script>`,
            tags: [hostile],
            projectLink: "javascript:window.__pwned=3",
          },
        ],
      }),
    }),
  );
  await servedWithoutList(page, "/portfolio/web-development");
  await page.goto("/portfolio/web-development");
  await expect(page.getByRole("heading", { name: hostile })).toBeVisible();
  expect(await page.locator("main img[src='x']").count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
