import { sitePages } from "../apps/web/app/site-map";
import { expect, test } from "./fixtures";

const widths = [375, 768, 1024, 1280, 1440];

/** Waits until the page has laid itself out again after a resize. */
const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * How far the page scrolls sideways and, when it does, the first elements sticking out past
 * the right edge that no scrolling or clipping box of theirs holds in.
 */
const sidewaysOverflow = () => {
  const root = document.documentElement;
  const excess = root.scrollWidth - root.clientWidth;
  if (excess <= 0) return { excess, culprits: [] };
  const clipped = (el: Element) => {
    for (let box = el.parentElement; box && box !== root; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== "visible") return true;
    return false;
  };
  const culprits = [...document.body.querySelectorAll("*")]
    .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(el))
    .slice(0, 3)
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
  return { excess, culprits };
};

for (const { path } of sitePages) {
  test(`${path} never scrolls sideways at ${widths.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] ?? 375, height: 900 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(nextFrames);
      const { excess, culprits } = await page.evaluate(sidewaysOverflow);
      expect(excess, `${path} at ${width} px; sticking out: ${culprits.join(", ")}`).toBe(0);
    }
  });
}

test("the home headline takes 2 or 3 lines from 1024 px up", async ({ page }) => {
  await page.goto("/");
  const headline = page.getByRole("heading", { level: 1 });
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(nextFrames);
    const lines = await headline.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(lines), `at ${width} px`).toBeGreaterThanOrEqual(2);
    expect(Math.round(lines), `at ${width} px`).toBeLessThanOrEqual(3);
  }
});

test("no big empty band under the portfolio carousel", async ({ page }) => {
  await page.goto("/");
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(nextFrames);
    const cardBottom = await page
      .getByTestId("portfolio-card")
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const nextTop = await page
      .getByText("The difference", { exact: true })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(nextTop - cardBottom, `at ${width} px`).toBeLessThan(140);
  }
});

test("the 404 page keeps its text off the screen edges and apart from the footer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/no-such-page");
  const message = await page.getByText(/has moved or never existed/).boundingBox();
  expect(message?.x).toBeGreaterThanOrEqual(20);
  expect((message?.x ?? 0) + (message?.width ?? 0)).toBeLessThanOrEqual(375 - 20);
  const buttonsBottom = await page
    .getByRole("link", { name: "Contact Us" })
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const footerTop = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().top);
  expect(footerTop - buttonsBottom).toBeGreaterThanOrEqual(96);
});
