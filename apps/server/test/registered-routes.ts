import type { FastifyInstance } from "fastify";

/**
 * Every route the app registered, as "METHOD /path/:param", read from Fastify's route tree
 * (HEAD aside: Fastify adds it to every GET). The tree prints one path segment per line,
 * indented four characters per level under its parent.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? "") + match[2];
    parents.push(path);
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** The registered route ("METHOD /pattern") that serves this request, static segments first. */
export function routeServing(routes: string[], method: string, url: string) {
  const path = url.split("?")[0] ?? url;
  const matching = routes.filter((route) => {
    const [routeMethod, pattern = ""] = route.split(" ");
    const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const regex = new RegExp(`^${escaped.replace(/:[^/]+/g, "[^/]+")}$`);
    return routeMethod === method && regex.test(path);
  });
  const params = (route: string) => route.split(":").length;
  return matching.sort((a, b) => params(a) - params(b))[0];
}
