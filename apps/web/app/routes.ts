import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { notFoundRoute, siteRoutes } from "./site-map";

// The addresses live in site-map.ts, which also drives prerendering and the sitemap.
export default [
  ...siteRoutes.map(({ path, file, id }) =>
    path === "/" ? index(file) : route(path.slice(1), file, id ? { id } : {}),
  ),
  route("*", notFoundRoute.file),
] satisfies RouteConfig;
