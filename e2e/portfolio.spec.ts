import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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
  test(`${p.path}: loading, then the seeded projects${p.notice ? " and the notice" : ""}`, async ({
    page,
  }) => {
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

test("web projects open in a new tab without access to this page", async ({ page }) => {
  await page.goto("/portfolio/web-development");
  const link = page.getByRole("link", { name: /View Project/ }).first();
  // The list arrives after the page's script has run: seconds on a busy machine.
  await expect(link).toBeVisible({ timeout: 15_000 });
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
    await page.goto(path);
    await expect(page.getByTestId("under-development")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Under Development" })).toBeVisible();
  }
});

test("a failed fetch ends loading, logs the spec's message and offers Retry", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
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
  await page.goto("/portfolio/web-development");
  await expect(page.getByRole("heading", { name: hostile })).toBeVisible();
  expect(await page.locator("main img[src='x']").count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
