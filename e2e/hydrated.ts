import { expect, type Page } from "@playwright/test";
import { SCROLL_THRESHOLD } from "../apps/web/app/components/layout/use-scrolled";

/**
 * Waits until React has hydrated the prerendered page. Before that the page shows but its
 * clicks, hovers and touches go nowhere. The sign: the top bar shows neither Login nor
 * Logout until the hydrated app knows who is visiting (a fresh browser: Login). Only the
 * top bar's link counts: /signup and /forgot-password link to /login in their prerendered
 * text, before React has run.
 */
export const hydrated = (page: Page) =>
  expect(page.locator('header a[href="/login"]').first()).toBeAttached();

/**
 * Waits until no CSS transition is running, e.g. a button fading in from its disabled look
 * once the page hydrates, or the top bar fading from dark to white after a scroll: a colour
 * check taken halfway through one sees neither state. The top bar must also show the state
 * its scroll position calls for (past SCROLL_THRESHOLD: white), so that a fade React has not started
 * yet is not missed. `getAnimations()` brings styles up to date before it answers.
 * (Endless animations such as spinners are not transitions and do not hold it.)
 */
export const transitionsDone = (page: Page) =>
  page.waitForFunction((threshold) => {
    const topBar = document.querySelector("header[data-state]");
    const expected = window.scrollY > threshold ? "scrolled" : "top";
    if (topBar && topBar.getAttribute("data-state") !== expected) return false;
    return document.getAnimations().every((animation) => !(animation instanceof CSSTransition));
  }, SCROLL_THRESHOLD);
