import { expect, test } from "@playwright/test";
import { sitePages } from "../apps/web/app/site-pages";

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
