import type { FastifyReply, FastifyRequest } from "fastify";

/** The session travels in this HttpOnly cookie, or as a bearer token for API clients. */
export const SESSION_COOKIE = "pf_session";

/**
 * Over https the cookie is `__Host-pf_session`: browsers then insist on Secure, Path=/ and
 * no Domain, so neither a subdomain nor a plain-http page can plant or overwrite it.
 */
export function sessionCookieName(publicOrigin: string): string {
  return new URL(publicOrigin).protocol === "https:" ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The bearer token or the session cookie of a request, if any. */
export function sessionToken(request: FastifyRequest, publicOrigin: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return request.cookies[sessionCookieName(publicOrigin)] || undefined;
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
  session: { token: string; expiresAt: Date | undefined },
) {
  // Without an expiry the browser drops the cookie when it closes ("remember me" unchecked).
  reply.setCookie(sessionCookieName(publicOrigin), session.token, {
    httpOnly: true,
    secure: cookieIsSecure(publicOrigin),
    sameSite: "lax",
    path: "/",
    ...(session.expiresAt ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, publicOrigin: string) {
  reply.clearCookie(sessionCookieName(publicOrigin), {
    httpOnly: true,
    secure: cookieIsSecure(publicOrigin),
    sameSite: "lax",
    path: "/",
  });
}

/** Marks a browser that has signed in to an account (tags of up to five accounts). */
export const KNOWN_DEVICE_COOKIE = "pf_device";
const KNOWN_DEVICE_TAGS = 5;
const KNOWN_DEVICE_MS = 365 * 86_400_000;

export function knownDeviceTags(request: FastifyRequest): string[] {
  return (request.cookies[KNOWN_DEVICE_COOKIE] ?? "").split(".").filter(Boolean);
}

export function addKnownDeviceTag(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
  tag: string,
) {
  const tags = [tag, ...knownDeviceTags(request).filter((t) => t !== tag)];
  reply.setCookie(KNOWN_DEVICE_COOKIE, tags.slice(0, KNOWN_DEVICE_TAGS).join("."), {
    httpOnly: true,
    secure: cookieIsSecure(publicOrigin),
    sameSite: "lax",
    path: "/api/auth",
    expires: new Date(Date.now() + KNOWN_DEVICE_MS),
  });
}
