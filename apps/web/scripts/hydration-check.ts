/**
 * Proves at build time that what the browser hydrates is what React Router prerendered
 * (decision 023): each page's tree (app/multipage/page-tree.tsx) is rendered through the
 * pages' build configuration, "react-router" resolved to the stand-in, and must equal the
 * page's `#page` markup, every attribute and useId value included. React would keep a
 * differing attribute without a word in production, so this is where a difference shows.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Project } from "@pixelforge/contracts/projects";
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

/** Lists a portfolio page is filled with in the check: empty, and cards of every kind. */
const sampleLists: Project[][] = [
  [],
  [
    {
      id: 7,
      service: "web-development",
      title: "Harbour <Cafe> & Bakery",
      image: "/media/0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f/2000x1500",
      description: "A site that sells bread before it is baked. </script><!--",
      tags: ["React", "Local SEO"],
      projectLink: "https://harbour.example/",
    },
    {
      id: 8,
      service: "web-development",
      title: "Second",
      image: "/images/projects/spice-route-restaurant.svg",
      description: "No tags, no link.",
      tags: [],
      projectLink: null,
    },
  ],
];

/** The server's renderer of the portfolio lists, as built (vite.render.config.ts). */
const renderer = () =>
  import(
    pathToFileURL(fileURLToPath(new URL("../build/render/project-pages.js", import.meta.url))).href
  ) as Promise<typeof import("../app/multipage/project-pages.server")>;

/**
 * A stand-in `document` with the one element the portfolio list reads at its first render:
 * the JSON the server wrote into the page (decision 024).
 */
function documentWith(html: string) {
  const match =
    /<script type="application\/json" id="([^"]+)" data-service="([^"]+)">([^<]*)<\/script>/.exec(
      html,
    );
  return {
    getElementById: (id: string) =>
      match && match[1] === id ? { dataset: { service: match[2] }, textContent: match[3] } : null,
  };
}

export async function checkHydration(pages: readonly PrerenderedPage[]): Promise<string[]> {
  const server = await createServer({
    configFile: fileURLToPath(new URL("../vite.pages.config.ts", import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const problems: string[] = [];
  const global = globalThis as { window?: unknown; document?: unknown };
  try {
    const { PageTree } = await server.ssrLoadModule("/app/multipage/page-tree.tsx");
    const { fillProjectPage, projectPageSlugs } = await renderer();
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

      // A portfolio page as the server completes it must hydrate to the same markup too.
      const slug = projectPageSlugs.find((name) => page.path === `/portfolio/${name}`);
      if (!slug) continue;
      for (const projects of sampleLists) {
        const filled = fillProjectPage(page.html, slug, projects);
        const content = filled === undefined ? undefined : pageContent(filled);
        if (!filled || content === undefined) {
          problems.push(`${page.path}: the server's renderer does not find the list to fill`);
          break;
        }
        global.document = documentWith(filled);
        const hydrated = renderToString(createElement(PageTree, { Page })).replace(
          hoistedPreloads,
          "",
        );
        delete global.document;
        const differs = firstDifference(content, hydrated);
        if (differs)
          problems.push(`${page.path} with ${projects.length} projects:\n    ${differs}`);
      }
    }
  } finally {
    delete global.window;
    delete global.document;
    await server.close();
  }
  return problems;
}
