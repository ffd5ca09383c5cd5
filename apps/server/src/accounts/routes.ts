import {
  addPasskeyRequest,
  changeEmailRequest,
  changePasswordRequest,
  changeUsernameRequest,
  deleteAccountRequest,
  passkeyLoginRequest,
  passkeyNameRequest,
  reauthenticateRequest,
} from "@pixelforge/contracts/account";
import {
  forgotPasswordRequest,
  googleLoginRequest,
  type LoginResponse,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  verifyEmailCodeRequest,
  verifyEmailLinkRequest,
} from "@pixelforge/contracts/auth";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { BuilderSites } from "../builder-sites/service";
import { HttpError, parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import type { Passkeys } from "./passkeys";
import type { AccountService, Device, SignedIn } from "./service";
import {
  addKnownDeviceTag,
  clearSessionCookie,
  knownDeviceTags,
  sessionCookieName,
  sessionToken,
  setSessionCookie,
} from "./session-cookie";

const FORGOT_ANSWER =
  "If an account exists for that email, we have sent a link to reset its password. It is valid for one hour.";

interface Dependencies {
  accounts: AccountService;
  passkeys: Passkeys;
  /** Sites saved from the Website Builder, listed in the data download. */
  builderSites: Pick<BuilderSites, "exportFor">;
  /** Decides whether the session cookie may be Secure. */
  publicOrigin: string;
  googleConfigured: boolean;
}

/** `/api/auth/*`: sign-up, log-in (password or Google), session, log-out and password reset. */
export function accountRoutes(
  app: FastifyInstance,
  { accounts, passkeys, builderSites, publicOrigin, googleConfigured }: Dependencies,
) {
  // Answers about sessions and accounts are never kept by a browser or proxy cache.
  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url;
    if (url?.startsWith("/api/auth/") || url?.startsWith("/api/account"))
      reply.header("cache-control", "no-store");
  });

  const deviceOf = (request: FastifyRequest, remember: boolean | undefined): Device => ({
    userAgent: request.headers["user-agent"],
    ip: request.ip,
    remember: remember ?? true,
  });

  /** The signed-in session of the request, or a 401. */
  const signedIn = async (request: FastifyRequest) => {
    const token = sessionToken(request, publicOrigin);
    const session = token ? await accounts.currentSession(token) : undefined;
    if (!session) throw new HttpError(401, "You are not signed in.");
    return session;
  };

  /**
   * A session that proved who it is within the last 10 minutes, or a 403 with
   * `code: "reauth_required"` (the account page then asks "Confirm it's you").
   */
  const recentlySignedIn = async (request: FastifyRequest) => {
    const session = await signedIn(request);
    accounts.requireRecentAuthentication(session);
    return session;
  };

  const answerSignedIn = (reply: FastifyReply, session: SignedIn) => {
    setSessionCookie(reply, publicOrigin, session);
    return { token: session.token, user: session.user } satisfies LoginResponse;
  };

  app.post(
    "/api/auth/register",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const user = await accounts.register(parseWith(registerRequest, request.body));
      return reply.status(201).send({ message: "Signup successful!", user });
    },
  );

  app.post("/api/auth/login", async (request, reply) => {
    const body = parseWith(loginRequest, request.body);
    const session = await accounts.logIn({
      ...body,
      ip: request.ip,
      knownDeviceTags: knownDeviceTags(request),
      device: deviceOf(request, body.remember),
    });
    if (session.knownDeviceTag)
      addKnownDeviceTag(request, reply, publicOrigin, session.knownDeviceTag);
    return answerSignedIn(reply, session);
  });

  app.post("/api/auth/google", async (request, reply) => {
    // Said before the body is read: without a client id no credential can be checked.
    if (!googleConfigured) {
      // A 404 (logged at info): nothing is broken, the feature is simply off here.
      throw new HttpError(
        404,
        "Google sign-in is not configured on this server. Use your email and password.",
      );
    }
    const { credential, remember } = parseWith(googleLoginRequest, request.body);
    return answerSignedIn(
      reply,
      await accounts.signInWithGoogle(credential, deviceOf(request, remember), request.log),
    );
  });

  app.post("/api/auth/logout", async (request, reply) => {
    const token = sessionToken(request, publicOrigin);
    if (token) await accounts.logOut(token);
    clearSessionCookie(reply, publicOrigin);
    return { message: "You are logged out." };
  });

  app.get("/api/auth/me", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const token = sessionToken(request, publicOrigin);
    const session = token ? await accounts.currentSession(token) : undefined;
    const byCookie = Boolean(request.cookies[sessionCookieName(publicOrigin)]);
    if (!session || !token) {
      if (byCookie) clearSessionCookie(reply, publicOrigin);
      throw new HttpError(401, "You are not signed in.");
    }
    // The cookie follows the session's sliding expiry.
    if (byCookie) setSessionCookie(reply, publicOrigin, { token, expiresAt: session.expiresAt });
    return { user: session.user };
  });

  app.post(
    "/api/auth/forgot-password",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const { email } = parseWith(forgotPasswordRequest, request.body);
      await accounts.requestPasswordReset(email);
      return reply.status(202).send({ message: FORGOT_ANSWER });
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: { rateLimit: formRateLimit } },
    async (request) => {
      const { token, password } = parseWith(resetPasswordRequest, request.body);
      await accounts.resetPassword({ token, password });
      return { message: "Your password has been changed. Log in with your new password." };
    },
  );

  app.post(
    "/api/auth/verify-email",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      const session = await signedIn(request);
      const { code } = parseWith(verifyEmailCodeRequest, request.body);
      await accounts.verifyEmailByCode(session.user.id, code);
      return { message: "Your e-mail address is verified." };
    },
  );

  app.post(
    "/api/auth/verify-email/link",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      const { token } = parseWith(verifyEmailLinkRequest, request.body);
      await accounts.verifyEmailByLink(token);
      return { message: "Your e-mail address is verified." };
    },
  );

  app.post(
    "/api/auth/verify-email/resend",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const session = await signedIn(request);
      await accounts.resendVerification(session.user.id);
      return reply
        .status(202)
        .send({ message: "We have sent you a new code. It is valid for one hour." });
    },
  );

  app.get("/api/account", async (request) => {
    const session = await signedIn(request);
    return accounts.account(session.user.id);
  });

  app.post("/api/account/username", async (request) => {
    const session = await signedIn(request);
    const { username } = parseWith(changeUsernameRequest, request.body);
    const user = await accounts.changeUsername(session.user.id, username);
    return { message: "Your username is saved.", user };
  });

  app.post(
    "/api/account/email",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const session = await signedIn(request);
      const body = parseWith(changeEmailRequest, request.body);
      await accounts.requestEmailChange(session, body);
      return reply.status(202).send({
        message: `We have sent a code to ${body.email}. Your address changes once you enter it.`,
      });
    },
  );

  app.post("/api/account/password", { config: { rateLimit: formRateLimit } }, async (request) => {
    const session = await signedIn(request);
    const body = parseWith(changePasswordRequest, request.body);
    await accounts.changePassword(session, body);
    return { message: "Your password is saved. Your other sessions have been signed out." };
  });

  app.get("/api/account/sessions", async (request) => {
    const session = await signedIn(request);
    return { sessions: await accounts.sessions(session.user.id, session.sessionId) };
  });

  app.delete("/api/account/sessions/:id", async (request) => {
    const session = await recentlySignedIn(request);
    const { id } = parseWith(z.object({ id: z.uuid("Unknown session.") }), request.params);
    await accounts.revokeSession(session.user.id, id);
    return { message: "That session has been signed out." };
  });

  app.post("/api/account/sessions/revoke-others", async (request) => {
    const session = await recentlySignedIn(request);
    await accounts.revokeOtherSessions(session.user.id, session.sessionId);
    return { message: "Every other session has been signed out." };
  });

  app.get("/api/account/export", async (request, reply) => {
    const session = await signedIn(request);
    const data = {
      ...(await accounts.exportData(session.user.id, session.sessionId)),
      passkeys: await passkeys.list(session.user.id),
      builderSites: await builderSites.exportFor(session.user.id),
    };
    reply.header("content-disposition", 'attachment; filename="my-data.json"');
    return data;
  });

  app.post(
    "/api/account/delete",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const session = await signedIn(request);
      const body = parseWith(deleteAccountRequest, request.body);
      await accounts.deleteAccount(session, body);
      clearSessionCookie(reply, publicOrigin);
      return { message: "Your account has been deleted." };
    },
  );

  const passkeyId = z.object({ id: z.uuid("Unknown passkey.") });

  app.get("/api/account/passkeys", async (request) => {
    const session = await signedIn(request);
    return { passkeys: await passkeys.list(session.user.id) };
  });

  app.post(
    "/api/account/passkeys/options",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      const session = await recentlySignedIn(request);
      return passkeys.registrationOptions(session.user);
    },
  );

  app.post(
    "/api/account/passkeys",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const session = await recentlySignedIn(request);
      const { name, response } = parseWith(addPasskeyRequest, request.body);
      await passkeys.register(
        session.user.id,
        name,
        response as unknown as RegistrationResponseJSON,
        request.log,
      );
      return reply.status(201).send({ message: "Your passkey has been added." });
    },
  );

  app.post("/api/account/passkeys/:id/name", async (request) => {
    const session = await signedIn(request);
    const { id } = parseWith(passkeyId, request.params);
    const { name } = parseWith(passkeyNameRequest, request.body);
    await passkeys.rename(session.user.id, id, name);
    return { message: "The passkey has been renamed." };
  });

  app.delete("/api/account/passkeys/:id", async (request) => {
    const session = await recentlySignedIn(request);
    const { id } = parseWith(passkeyId, request.params);
    await passkeys.remove(session.user.id, id);
    return { message: "The passkey has been removed." };
  });

  app.post(
    "/api/account/reauthenticate/passkey-options",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      const session = await signedIn(request);
      return passkeys.authenticationOptions(session.user.id);
    },
  );

  /** "Confirm it's you": the password, a passkey of this account, or its Google account. */
  app.post(
    "/api/account/reauthenticate",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request) => {
      const session = await signedIn(request);
      const body = parseWith(reauthenticateRequest, request.body);
      if (body.password !== undefined) {
        await accounts.reauthenticateWithPassword(session, body.password, request.ip);
      } else if (body.passkey) {
        await passkeys.authenticate(
          body.passkey as unknown as AuthenticationResponseJSON,
          request.log,
          session.user.id,
        );
        await accounts.markReauthenticated(session);
      } else if (body.credential !== undefined) {
        if (!googleConfigured) {
          throw new HttpError(
            404,
            "Google sign-in is not configured on this server. Confirm with your password or a passkey.",
          );
        }
        await accounts.reauthenticateWithGoogle(session, body.credential, request.log);
      }
      return { message: "Thank you. You can carry on." };
    },
  );

  app.post(
    "/api/auth/passkey/options",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async () => passkeys.authenticationOptions(),
  );

  app.post(
    "/api/auth/passkey",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { response, remember } = parseWith(passkeyLoginRequest, request.body);
      const user = await passkeys.authenticate(
        response as unknown as AuthenticationResponseJSON,
        request.log,
      );
      return answerSignedIn(
        reply,
        await accounts.startSessionFor(user, deviceOf(request, remember)),
      );
    },
  );
}
