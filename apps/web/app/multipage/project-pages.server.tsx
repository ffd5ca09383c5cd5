/**
 * Completes a prerendered portfolio page with its project list at request time (decision
 * 024). The server loads this module from the web build (vite.render.config.ts) and hands it
 * the page and the list it read from the database: the cards are in the HTML, so their
 * first picture is painted with the page instead of after its script, and the list is
 * written beside them as JSON, so the page hydrates to the same markup without a fetch.
 */
import type { Project } from "@pixelforge/contracts/projects";
import { renderToString } from "react-dom/server";
import { PROJECT_LIST_DATA_ID, ProjectList } from "../components/portfolio/project-list";
import { projectPages } from "../content/project-pages";

export type ProjectPageSlug = keyof typeof projectPages;

/** React puts a preload for a high-priority image first; the page's head has its own. */
const hoistedPreloads = /^(<link rel="preload"[^>]*\/>)+/;

/** The list's markup as the page renders it: loading without projects, loaded with them. */
export function renderProjectList(slug: ProjectPageSlug, projects?: readonly Project[]): string {
  const { title: _title, lead: _lead, description: _description, ...props } = projectPages[slug];
  return renderToString(<ProjectList {...props} initialProjects={projects} />).replace(
    hoistedPreloads,
    "",
  );
}

/** JSON inside a script element: `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page with its list, or undefined when `html` is not the page this build prerendered
 * (its loading markup is not there), in which case the page is served as it is and
 * fetches its list itself.
 */
export function fillProjectPage(
  html: string,
  slug: ProjectPageSlug,
  projects: readonly Project[],
): string | undefined {
  const loading = renderProjectList(slug);
  const at = html.indexOf(loading);
  const end = html.lastIndexOf("</body>");
  if (at < 0 || end < at) return undefined;
  const { service } = projectPages[slug];
  const data = `<script type="application/json" id="${PROJECT_LIST_DATA_ID}" data-service="${service}">${scriptJson({ projects })}</script>`;
  return (
    html
      .slice(0, at)
      // The page's early request for its list would now go unused.
      .replace(/<link rel="preload" href="\/api\/projects\?[^"]*" as="fetch"[^>]*>/, "") +
    renderProjectList(slug, projects) +
    html.slice(at + loading.length, end) +
    data +
    html.slice(end)
  );
}

export const projectPageSlugs = Object.keys(projectPages) as ProjectPageSlug[];
