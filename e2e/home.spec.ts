import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

const cardSlugs = (page: Page) =>
  page
    .getByTestId("portfolio-card")
    .evaluateAll((cards) =>
      cards
        .filter((c) => (c as HTMLElement).offsetParent !== null)
        .map((c) => c.getAttribute("data-slug")),
    );

/** Cards whose box lies fully inside the viewport horizontally. */
const fullyVisibleCards = (page: Page) =>
  page.getByTestId("portfolio-card").evaluateAll(
    (cards) =>
      cards.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 1;
      }).length,
  );

test.describe("hero", () => {
  test("has four service chips, Explore Work and Start Your Project", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("digital excellence");
    await expect(
      page.getByRole("list", { name: "Our services" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Explore Work" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    await expect(page.getByRole("link", { name: "Start Your Project" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("services accordion", () => {
  test("opens one card at a time, and the open card closes on click", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const web = page.getByRole("button", { name: /^Web Development/ });
    const seo = page.getByRole("button", { name: /^SEO/ });
    await expect(web).toHaveAttribute("aria-expanded", "false");
    await web.click();
    await expect(web).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Code-based (React, Node.js)")).toBeVisible();
    for (const name of ["WordPress", "Wix", "Shopify"])
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    await seo.click();
    await expect(seo).toHaveAttribute("aria-expanded", "true");
    await expect(web).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Google My Business Setup")).toBeVisible();
    await expect(page.getByText("Code-based (React, Node.js)")).toBeHidden();
    await seo.click();
    await expect(seo).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: /^UI\/UX Design/ }).click();
    await expect(page.getByText("Wireframes & Prototyping")).toBeVisible();
    await expect(page.locator('[data-testid="fallback-icon"]:visible')).toHaveCount(2);
  });

  test("closed cards in a row are equally tall, and stay so beside an open one", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const cards = page.getByRole("button", { name: /^(Web Development|SEO|UI\/UX Design)/ });
    const heights = () =>
      cards.evaluateAll((buttons) =>
        buttons.map((b) => Math.round(b.closest("li")?.getBoundingClientRect().height ?? 0)),
      );
    const closed = await heights();
    expect(new Set(closed).size).toBe(1);
    await page.getByRole("button", { name: /^SEO/ }).click();
    const [web, seo, design] = await heights();
    expect(web).toBe(closed[0]);
    expect(design).toBe(closed[0]);
    expect(seo).toBeGreaterThan(closed[0] ?? 0);
  });
});

/**
 * Opens the home page with the page's clock stopped: the carousel then moves only when the
 * test runs the clock, never because the machine happened to be slow.
 */
async function openHomeWithStoppedClock(page: Page, width: number) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/");
  await hydrated(page);
  return page.getByTestId("portfolio-carousel");
}

const rotated = <T>(order: T[]) => [...order.slice(1), order[0]];

test.describe("portfolio carousel", () => {
  test("shows 4 cards from 1280 px, linked and labelled", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByTestId("portfolio-carousel").scrollIntoViewIfNeeded();
    expect(await fullyVisibleCards(page)).toBe(4);
    for (const [title, slug] of [
      ["Web Development", "web-development"],
      ["Logo Design", "logo-design"],
      ["SEO", "seo"],
      ["UI/UX Design", "ui-ux-design"],
    ]) {
      await expect(page.getByRole("link", { name: `View ${title} portfolio` })).toHaveAttribute(
        "href",
        `/portfolio/${slug}`,
      );
    }
  });

  test("shows 3 cards from 1024 px to 1279 px", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto("/");
    expect(await cardSlugs(page)).toHaveLength(3);
    expect(await fullyVisibleCards(page)).toBe(3);
  });

  test("is a still snap list about 1.25 cards wide below 1024 px", async ({ page }) => {
    const list = await openHomeWithStoppedClock(page, 800);
    expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x");
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
    const cardWidth = (await page.getByTestId("portfolio-card").first().boundingBox())?.width ?? 0;
    const listWidth = (await list.boundingBox())?.width ?? 1;
    expect(listWidth / cardWidth).toBeGreaterThan(1.15);
    expect(listWidth / cardWidth).toBeLessThan(1.45);
    await expect(list).toHaveAttribute("data-paused", "true");
    await expect(page.getByRole("button", { name: /carousel$/ })).toBeHidden();
    const start = await cardSlugs(page);
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);

    await page.setViewportSize({ width: 375, height: 800 });
    const phoneCard = (await page.getByTestId("portfolio-card").first().boundingBox())?.width ?? 0;
    const phoneList = (await list.boundingBox())?.width ?? 1;
    expect(phoneList / phoneCard).toBeGreaterThan(1.15);
    expect(phoneList / phoneCard).toBeLessThan(1.45);
    await page.getByRole("button", { name: "Scroll right" }).click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await page.getByRole("button", { name: "Scroll left" }).click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(20);
  });

  test("rotates every 3.5 s on desktop, moving the first card to the end", async ({ page }) => {
    const list = await openHomeWithStoppedClock(page, 1280);
    await expect(list).toHaveAttribute("data-paused", "false");
    const start = await cardSlugs(page);
    await page.clock.runFor(3499);
    expect(await cardSlugs(page)).toEqual(start);
    await page.clock.runFor(1);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(start));
    await page.clock.runFor(3500);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(rotated(start)));
  });

  test("pauses while a card is hovered, and the arrows rotate both ways", async ({ page }) => {
    const list = await openHomeWithStoppedClock(page, 1280);
    const start = await cardSlugs(page);
    expect(start).toHaveLength(4);
    await page.getByTestId("portfolio-card").first().hover();
    await expect(list).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);

    await page.mouse.move(5, 5);
    await expect(list).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(3500);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(start));

    await page.getByRole("button", { name: "Pause carousel" }).click();
    await page.getByRole("button", { name: "Scroll right" }).click();
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(rotated(start)));
    await page.getByRole("button", { name: "Scroll left" }).click();
    await page.getByRole("button", { name: "Scroll left" }).click();
    await expect.poll(() => cardSlugs(page)).toEqual(start);
  });

  test("a card hovered before the page hydrated still holds it", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await page.setViewportSize({ width: 1280, height: 900 });
    // The prerendered page paints before its script runs: hover as soon as it is there.
    await page.goto("/", { waitUntil: "commit" });
    await page.getByTestId("portfolio-card").first().hover();
    await hydrated(page);
    const list = page.getByTestId("portfolio-carousel");
    await expect(list).toHaveAttribute("data-paused", "true");
    const start = await cardSlugs(page);
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);
  });

  test("the pause button stops and restarts the rotation", async ({ page }) => {
    const list = await openHomeWithStoppedClock(page, 1280);
    const start = await cardSlugs(page);
    await page.getByRole("button", { name: "Pause carousel" }).click();
    // Move the mouse off the button, out of the carousel, so only the button holds it.
    await page.mouse.move(5, 5);
    await expect(list).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);
    await page.getByRole("button", { name: "Play carousel" }).click();
    await page.mouse.move(5, 5);
    await expect(list).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(3500);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(start));
  });

  test("does not rotate by itself when the visitor asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const list = await openHomeWithStoppedClock(page, 1280);
    const play = page.getByRole("button", { name: "Play carousel" });
    await expect(play).toBeVisible();
    await expect(list).toHaveAttribute("data-paused", "true");
    const start = await cardSlugs(page);
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);
    // Pressing Play is the visitor's own choice, and it is honoured.
    await play.click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(3500);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(start));
  });

  test("pauses while a card has keyboard focus", async ({ page }) => {
    const list = await openHomeWithStoppedClock(page, 1280);
    await page.getByRole("button", { name: "Scroll right" }).focus();
    await page.keyboard.press("Tab");
    await expect(list.locator(":focus")).toHaveCount(1);
    await expect(list).toHaveAttribute("data-paused", "true");
    const start = await cardSlugs(page);
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);
    await page.keyboard.press("Shift+Tab");
    await expect(list).toHaveAttribute("data-paused", "false");
  });

  test("pauses while touched", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const list = await openHomeWithStoppedClock(page, 1280);
    await expect(list).toHaveAttribute("data-paused", "false");
    const start = await cardSlugs(page);
    await list.dispatchEvent("touchstart", { touches: [], changedTouches: [], targetTouches: [] });
    await expect(list).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(10_000);
    expect(await cardSlugs(page)).toEqual(start);
    await list.dispatchEvent("touchend", { touches: [], changedTouches: [], targetTouches: [] });
    await expect(list).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(3500);
    await expect.poll(() => cardSlugs(page)).toEqual(rotated(start));
    await context.close();
  });
});

test.describe("why choose us", () => {
  test("has four benefits and a two-column comparison of 6 rows with one highlighted", async ({
    page,
  }) => {
    await page.goto("/why-choose-us");
    const comparison = page.getByTestId("comparison");
    const columns = comparison.locator("> div");
    await expect(columns).toHaveCount(2);
    await expect(comparison.locator('[data-highlight="true"]')).toHaveCount(1);
    for (const column of await columns.all()) {
      await expect(column.locator("dl > div")).toHaveCount(6);
      await expect(column.getByRole("link")).toHaveCount(1);
    }
    await expect(comparison.getByText("Limited").first()).toBeVisible();
  });

  test("review slider wraps both ways and shows no stars", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const track = page.getByTestId("review-track");
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");
    await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await page.getByRole("button", { name: "Previous review" }).click();
    await expect(track).toHaveAttribute("data-index", "2");
    await page.getByRole("button", { name: "Next review" }).click();
    await expect(track).toHaveAttribute("data-index", "0");
    await page.getByRole("button", { name: "Show review 2 of 3" }).click();
    await expect(track).toHaveAttribute("data-index", "1");
    await expect(page.getByRole("button", { name: "Show review 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(track.getByLabel(/Rated/)).toHaveCount(0);
  });
});
