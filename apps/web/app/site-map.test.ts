import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "./routes";
import { clientRoutes, notFoundRoute, prerenderPaths, sitePages } from "./site-map";

const routePath = (entry: RouteConfigEntry) => (entry.index ? "/" : `/${entry.path}`);
const matchable = routes.map((entry) => ({ path: routePath(entry), handle: entry.file }));
/** The module React Router would render for an address. */
const matchedFile = (path: string): string | undefined =>
  matchRoutes(matchable, path)?.at(-1)?.route.handle;

describe("the site map", () => {
  const clientPaths: string[] = clientRoutes.map((r) => r.path);

  test("every route is prerendered, except the client-rendered screens", () => {
    const pages = routes.filter((entry) => entry.path !== "*").map(routePath);
    expect(
      pages.filter((path) => !prerenderPaths.includes(path) && !clientPaths.includes(path)),
    ).toEqual([]);
  });

  test("client-rendered screens (staff, tickets) are neither prerendered nor in the sitemap", () => {
    const listed = [...prerenderPaths, ...sitePages.map((p) => p.path)];
    for (const path of ["/staff", "/tickets", "/account/tickets"]) {
      expect(listed.filter((p) => p.toLowerCase().startsWith(path))).toEqual([]);
    }
    expect(clientPaths).toEqual([
      "/staff",
      "/tickets/:reference",
      "/account/tickets",
      "/account/tickets/:reference",
    ]);
  });

  test("every prerendered address has a route of its own; only /404 falls to the catch-all", () => {
    for (const path of prerenderPaths) {
      const file = matchedFile(path);
      if (path === notFoundRoute.prerenderAs) expect(file).toBe(notFoundRoute.file);
      else expect(file, path).not.toBe(notFoundRoute.file);
    }
  });

  test("/Portfolio is served by the /portfolio module", () => {
    expect(matchedFile("/Portfolio")).toBe(matchedFile("/portfolio"));
  });

  test("route ids are unique, so two addresses may share a module", () => {
    const ids = routes.map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the sitemap lists no address twice, whatever the case", () => {
    const listed = sitePages.filter((p) => p.sitemap).map((p) => p.path.toLowerCase());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
