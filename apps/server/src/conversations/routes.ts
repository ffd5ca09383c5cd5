import {
  accountReplyRequest,
  reference as referenceField,
  visitorReplyRequest,
  visitorThreadRequest,
} from "@pixelforge/contracts/conversations";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, parseWith } from "../http/errors";
import { formRateLimit } from "../http/rate-limit";
import { TICKET_NOT_FOUND, type VisitorConversations } from "./service";

function referenceOf(request: FastifyRequest) {
  const parsed = referenceField.safeParse((request.params as { reference: string }).reference);
  if (!parsed.success) throw new HttpError(404, TICKET_NOT_FOUND);
  return parsed.data;
}

/** Reading is cheaper than writing: enough for a person reloading, not for guessing keys. */
const threadRateLimit = { max: 60, timeWindow: "1 minute" } as const;

/** The signed-in caller's address: undefined signed out, null when not verified. */
type VerifiedEmailOf = (request: FastifyRequest) => Promise<string | undefined | null>;

/**
 * The visitor's side. The private key travels in the body, never in a URL the server
 * logs; a missing or wrong key gets the same 404 as an unknown reference.
 */
export function conversationRoutes(
  app: FastifyInstance,
  deps: { visitors: VisitorConversations; verifiedEmailOf: VerifiedEmailOf },
) {
  const { visitors } = deps;
  const keyOf = (request: FastifyRequest) => {
    const parsed = visitorThreadRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(404, TICKET_NOT_FOUND);
    return parsed.data.key;
  };

  app.post(
    "/api/tickets/:reference/thread",
    { config: { rateLimit: threadRateLimit } },
    async (request) => visitors.thread(referenceOf(request), { key: keyOf(request) }),
  );

  app.post(
    "/api/tickets/:reference/replies",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const reference = referenceOf(request);
      const key = keyOf(request);
      const { body } = parseWith(visitorReplyRequest, request.body);
      await visitors.reply(reference, { key }, body);
      return reply.status(201).send(await visitors.thread(reference, { key }));
    },
  );

  /** The signed-in account's verified address: 401 signed out, 403 not verified. */
  async function verifiedEmail(request: FastifyRequest) {
    const email = await deps.verifiedEmailOf(request);
    if (email === undefined) throw new HttpError(401, "Sign in to see your conversations.");
    if (email === null) {
      throw new HttpError(
        403,
        "Confirm your e-mail address to see the conversations sent from it.",
      );
    }
    return email;
  }

  app.get("/api/account/tickets", async (request) => {
    return { conversations: await visitors.sentFrom(await verifiedEmail(request)) };
  });

  app.get("/api/account/tickets/:reference", async (request) => {
    const proof = { verifiedEmail: await verifiedEmail(request) };
    return visitors.thread(referenceOf(request), proof);
  });

  app.post(
    "/api/account/tickets/:reference/replies",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const proof = { verifiedEmail: await verifiedEmail(request) };
      const reference = referenceOf(request);
      const { body } = parseWith(accountReplyRequest, request.body);
      await visitors.reply(reference, proof, body);
      return reply.status(201).send(await visitors.thread(reference, proof));
    },
  );
}
