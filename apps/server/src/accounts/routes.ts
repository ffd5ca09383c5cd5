import {
  forgotPasswordRequest,
  googleLoginRequest,
  type LoginResponse,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
} from "@pixelforge/contracts/auth";
import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError, parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import type { AccountService, SignedIn } from "./service";
import {
  addKnownDeviceTag,
  clearSessionCookie,
  knownDeviceTags,
  SESSION_COOKIE,
  sessionToken,
  setSessionCookie,
} from "./session-cookie";

const FORGOT_ANSWER =
  "If an account exists for that email, we have sent a link to reset its password. It is valid for one hour.";

interface Dependencies {
  accounts: AccountService;
  /** Decides whether the session cookie may be Secure. */
  publicOrigin: string;
  googleConfigured: boolean;
}

/** `/api/auth/*`: sign-up, log-in (password or Google), session, log-out and password reset. */
export function accountRoutes(
  app: FastifyInstance,
  { accounts, publicOrigin, googleConfigured }: Dependencies,
) {
  // Answers about sessions and accounts are never kept by a browser or proxy cache.
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url?.startsWith("/api/auth/"))
      reply.header("cache-control", "no-store");
  });

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
    const { credential } = parseWith(googleLoginRequest, request.body);
    return answerSignedIn(reply, await accounts.signInWithGoogle(credential, request.log));
  });

  app.post("/api/auth/logout", async (request, reply) => {
    const token = sessionToken(request);
    if (token) await accounts.logOut(token);
    clearSessionCookie(reply, publicOrigin);
    return { message: "You are logged out." };
  });

  app.get("/api/auth/me", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const token = sessionToken(request);
    const session = token ? await accounts.currentSession(token) : undefined;
    const byCookie = Boolean(request.cookies[SESSION_COOKIE]);
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
}
