import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the prerendered page. Before that the page shows but its
 * clicks, hovers and touches go nowhere. The sign: the top bar shows neither Login nor
 * Logout until the hydrated app knows who is visiting (a fresh browser: Login).
 */
export const hydrated = (page: Page) =>
  expect(page.locator('a[href="/login"]').first()).toBeAttached();
