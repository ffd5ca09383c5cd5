import type { FastifyReply, FastifyRequest } from "fastify";

/** The session travels in this HttpOnly cookie, or as a bearer token for API clients. */
export const SESSION_COOKIE = "pf_session";

/** The bearer token or the session cookie of a request, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Browsers refuse Secure cookies on http://localhost, where development runs. */
function cookieIsSecure(publicOrigin: string) {
  const origin = new URL(publicOrigin);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(origin.hostname);
  return !(origin.protocol === "http:" && local);
}

export function setSessionCookie(
  reply: FastifyReply,
  publicOrigin: string,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    secure: cookieIsSecure(publicOrigin),
    sameSite: "lax",
    path: "/",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicOrigin: string) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    secure: cookieIsSecure(publicOrigin),
    sameSite: "lax",
    path: "/",
  });
}
