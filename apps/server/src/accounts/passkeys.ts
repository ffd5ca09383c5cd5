import { agency } from "@pixelforge/brand/agency";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import * as passkeyStore from "./passkey-store";
import * as store from "./store";

/** A ceremony must finish within this long (the browser's own timeout is one minute). */
const CHALLENGE_TTL_MS = 5 * 60_000;
const PASSKEY_FAILED = "That passkey could not be used. Try again, or log in with your password.";
const PASSKEY_NOT_YOURS =
  "That passkey could not confirm it's you. Use a passkey of this account, or your password.";

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: each ceremony's challenge is stored
 * and used once, registration is for the signed-in user, and sign-in uses discoverable
 * credentials, so no e-mail address is typed.
 */
export function createPasskeys(deps: { db: Db; rpId: string; origin: string }) {
  const { db, rpId, origin } = deps;
  const newChallenge = async (userId: string | null, challenge: string) => {
    await passkeyStore.insertChallenge(db, {
      challenge,
      userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  };

  return {
    async list(userId: string) {
      const rows = await passkeyStore.listPasskeysOf(db, userId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async registrationOptions(user: { id: string; name: string; email: string }) {
      const existing = await passkeyStore.listPasskeysOf(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: agency.name,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports,
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await newChallenge(user.id, options.challenge);
      return options;
    },

    async register(
      userId: string,
      name: string,
      response: RegistrationResponseJSON,
      log: FastifyBaseLogger,
    ) {
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => passkeyStore.consumeChallenge(db, challenge, userId),
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch (error) {
        log.info({ reason: (error as Error).message }, "passkey registration refused");
        throw new HttpError(400, "The passkey could not be added. Please try again.");
      }
      if (!verification.verified) {
        throw new HttpError(400, "The passkey could not be added. Please try again.");
      }
      const { credential } = verification.registrationInfo;
      await passkeyStore.insertPasskey(db, {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
    },

    /**
     * Options for signing in (any passkey of this site), or with `userId` for "Confirm it's
     * you": only that account's passkeys, and a challenge only that account can answer.
     */
    async authenticationOptions(userId: string | null = null) {
      const mine = userId ? await passkeyStore.listPasskeysOf(db, userId) : [];
      if (userId && mine.length === 0) {
        throw new HttpError(400, "You have no passkeys yet. Confirm with your password instead.");
      }
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        userVerification: "preferred",
        ...(userId
          ? {
              allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
            }
          : {}),
      });
      await newChallenge(userId, options.challenge);
      return options;
    },

    /**
     * The user whose passkey signed the challenge, or a 401. With `userId` (re-authentication)
     * the passkey and the challenge must both be that account's.
     */
    async authenticate(
      response: AuthenticationResponseJSON,
      log: FastifyBaseLogger,
      userId: string | null = null,
    ) {
      const passkey = await passkeyStore.findPasskeyByCredentialId(db, response.id);
      if (!passkey || (userId && passkey.userId !== userId)) {
        throw new HttpError(401, userId ? PASSKEY_NOT_YOURS : PASSKEY_FAILED);
      }
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => passkeyStore.consumeChallenge(db, challenge, userId),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch (error) {
        log.info({ reason: (error as Error).message }, "passkey sign-in refused");
        throw new HttpError(401, PASSKEY_FAILED);
      }
      if (!verification.verified) throw new HttpError(401, PASSKEY_FAILED);
      await passkeyStore.recordPasskeyUse(
        db,
        passkey.id,
        verification.authenticationInfo.newCounter,
      );
      const user = await store.findAccount(db, passkey.userId);
      if (!user) throw new HttpError(401, PASSKEY_FAILED);
      return user;
    },

    async rename(userId: string, id: string, name: string) {
      if (!(await passkeyStore.renamePasskey(db, userId, id, name)))
        throw new HttpError(404, "This passkey no longer exists.");
    },

    async remove(userId: string, id: string) {
      if (!(await passkeyStore.deletePasskey(db, userId, id)))
        throw new HttpError(404, "This passkey no longer exists.");
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
