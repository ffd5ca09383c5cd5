import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { clientRoutes, notFoundRoute, siteRoutes } from "./site-map";

// The addresses live in site-map.ts, which also drives prerendering and the sitemap.
export default [
  ...siteRoutes.map(({ path, file, id }) =>
    path === "/" ? index(file) : route(path.slice(1), file, id ? { id } : {}),
  ),
  ...clientRoutes.map(({ path, file, children }) =>
    route(
      path.slice(1),
      file,
      children.map((child) =>
        child.path === "" ? index(child.file) : route(child.path, child.file),
      ),
    ),
  ),
  route("*", notFoundRoute.file),
] satisfies RouteConfig;
