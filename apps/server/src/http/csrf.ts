import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/**
 * CSRF defence for cookie sessions: a state-changing API request that carries our session
 * cookie must come from our own origin. Browsers say where a request comes from in
 * Sec-Fetch-Site and Origin; API clients that use a bearer token send no cookie.
 * Every unsafe method is checked whatever its path: the router decodes `/%61pi/…` and
 * accepts absolute-form targets, so a test on the raw URL could be walked around.
 */
export function registerCsrfCheck(
  app: FastifyInstance,
  { publicOrigin, sessionCookie }: { publicOrigin: string; sessionCookie: string },
) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies[sessionCookie]) return;
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw new HttpError(403, "Cross-site request refused.");
    }
    const origin = request.headers.origin;
    if (origin) {
      const own = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
      if (!own.has(origin)) throw new HttpError(403, "Cross-site request refused.");
    }
  });
}
