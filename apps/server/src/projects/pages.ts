import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Project, serviceSlug } from "@pixelforge/contracts/projects";
import type { FastifyBaseLogger } from "fastify";
import type { PageCompletion } from "../http/static-site";
import type { ProjectListCache } from "./service";

/**
 * The web build's renderer of the portfolio lists (apps/web/app/multipage/
 * project-pages.server.tsx, built to build/render by vite.render.config.ts).
 */
interface ProjectPageRenderer {
  projectPageSlugs: readonly string[];
  fillProjectPage(html: string, slug: string, projects: readonly Project[]): string | undefined;
}

/** Where the web build puts the renderer: beside the folder of the pages (`WEB_ROOT`). */
const projectPageRenderer = (webRoot: string) => join(webRoot, "..", "render", "project-pages.js");

/**
 * Loads the renderer at the first portfolio page asked for (not at start: the server is
 * ready sooner), once. Undefined when the build has none or it does not load: the pages
 * are then served as prerendered and fetch their lists in the browser.
 */
function rendererLoader(file: string, log: FastifyBaseLogger) {
  let loading: Promise<ProjectPageRenderer | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ProjectPageRenderer>).catch((error) => {
          log.error({ err: error, file }, "the portfolio pages' renderer did not load");
          return undefined;
        })
      : Promise.resolve(undefined);
    return loading;
  };
}

/**
 * A service's portfolio page (`/portfolio/seo`…) with its list in the HTML (decision 024):
 * the cards, their first picture preloaded by a `Link` header, and the list as JSON for the
 * page to hydrate from. Undefined for every other page.
 */
export function createProjectPages(options: {
  projectList: ProjectListCache;
  webRoot: string;
  log: FastifyBaseLogger;
}) {
  const renderer = rendererLoader(projectPageRenderer(options.webRoot), options.log);
  return async (page: string): Promise<PageCompletion | undefined> => {
    // Every page served passes here: the pattern rules out all but the portfolio ones first.
    const slug = /^\/portfolio\/([a-z-]+)$/.exec(page)?.[1];
    const service = serviceSlug.safeParse(slug);
    if (!slug || !service.success) return undefined;
    const [list, render] = await Promise.all([
      options.projectList(service.data).catch((error: unknown) => {
        // The page still loads, and asks for its list itself.
        options.log.error({ err: error, page }, "the portfolio page's list could not be read");
        return undefined;
      }),
      renderer(),
    ]);
    if (!list) return undefined;
    return {
      link: list.preload,
      content: render?.projectPageSlugs.includes(slug)
        ? {
            key: list.etag,
            fill: (html) => {
              const filled = render.fillProjectPage(html, slug, list.projects);
              if (filled === undefined)
                options.log.warn({ page }, "the portfolio page is not the one its renderer knows");
              return filled;
            },
          }
        : undefined,
    };
  };
}
