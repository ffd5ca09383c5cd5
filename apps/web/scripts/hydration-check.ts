/**
 * Proves at build time that what the browser hydrates is what React Router prerendered
 * (decision 023): each page's tree (app/multipage/page-tree.tsx) is rendered through the
 * pages' build configuration, "react-router" resolved to the stand-in, and must equal the
 * page's `#page` markup, every attribute and useId value included. React would keep a
 * differing attribute without a word in production, so this is where a difference shows.
 */
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createServer } from "vite";
import { ROUTER_SCRIPTS } from "./page-transforms";

export interface PrerenderedPage {
  path: string;
  module: string;
  html: string;
}

const PAGE_OPEN = '<div id="page" class="contents">';
const PAGE_CLOSE = `</div>${ROUTER_SCRIPTS}`;

/** The prerendered content of `#page`. */
export function pageContent(html: string): string | undefined {
  const start = html.indexOf(PAGE_OPEN);
  const end = html.indexOf(PAGE_CLOSE);
  return start < 0 || end < start ? undefined : html.slice(start + PAGE_OPEN.length, end);
}

/** React puts a preload for a high-priority image in `<head>`; a fragment gets it in front. */
const hoistedPreloads = /^(<link rel="preload"[^>]*\/>)+/;

/** The first difference between two strings, with some context, or undefined. */
function firstDifference(expected: string, actual: string): string | undefined {
  if (expected === actual) return undefined;
  let i = 0;
  while (i < expected.length && expected[i] === actual[i]) i++;
  return `prerendered …${expected.slice(Math.max(0, i - 60), i + 60)}…\n    hydrated   …${actual.slice(Math.max(0, i - 60), i + 60)}…`;
}

export async function checkHydration(pages: readonly PrerenderedPage[]): Promise<string[]> {
  const server = await createServer({
    configFile: fileURLToPath(new URL("../vite.pages.config.ts", import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const problems: string[] = [];
  const global = globalThis as { window?: unknown };
  try {
    const { PageTree } = await server.ssrLoadModule("/app/multipage/page-tree.tsx");
    for (const page of pages) {
      const expected = pageContent(page.html);
      if (expected === undefined) {
        problems.push(`${page.path}: no #page element`);
        continue;
      }
      // The stand-in router reads the address from window.location, as in the browser.
      global.window = {
        location: new URL(page.path, "http://localhost"),
        addEventListener() {},
        removeEventListener() {},
      };
      const { default: Page } = await server.ssrLoadModule(`/app/${page.module}`);
      const actual = renderToString(createElement(PageTree, { Page })).replace(hoistedPreloads, "");
      const difference = firstDifference(expected, actual);
      if (difference) problems.push(`${page.path}:\n    ${difference}`);
    }
  } finally {
    delete global.window;
    await server.close();
  }
  return problems;
}
