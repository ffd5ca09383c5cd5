import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | undefined;
}

export class GoogleCredentialError extends Error {}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Google ID token: signature against Google's JWKS (cached), issuer, audience
 * (our client id), expiry, and a verified e-mail address.
 */
export async function verifyGoogleCredential(
  credential: string,
  options: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity> {
  let keys = keySets.get(options.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
    keySets.set(options.jwksUrl, keys);
  }
  let payload: JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown };
  try {
    ({ payload } = await jwtVerify(credential, keys, {
      issuer: ["https://accounts.google.com", "accounts.google.com"],
      audience: options.clientId,
      clockTolerance: 5,
    }));
  } catch (error) {
    throw new GoogleCredentialError(`Google credential rejected: ${(error as Error).message}`);
  }
  if (typeof payload.email !== "string" || payload.email_verified !== true || !payload.sub) {
    throw new GoogleCredentialError("Google account e-mail is not verified");
  }
  return {
    subject: payload.sub,
    email: payload.email,
    name: typeof payload.name === "string" ? payload.name : undefined,
  };
}
