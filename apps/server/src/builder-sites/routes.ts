import {
  createBuilderSiteRequest,
  renameBuilderSiteRequest,
  saveBuilderSiteRequest,
} from "@pixelforge/contracts/builder-sites";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, parseWith } from "../http/errors";
import { type BuilderSites, NO_SUCH_SITE, siteTooLarge } from "./service";

/** The caller's session (from its cookie or bearer token), or undefined. */
type SessionOf = (request: FastifyRequest) => Promise<{ user: { id: string } } | undefined>;

/** Saves carry the pictures: plenty for a person, little for filling a disk by script. */
const writeRateLimit = { max: 30, timeWindow: "1 minute" } as const;
const siteId = z.uuid();

/**
 * `/api/builder/sites`: the signed-in person's saved Website Builder sites (decision 019).
 * Pictures travel as base64 inside the JSON, so only the create and save routes take
 * bodies larger than the server's 64 KB.
 */
export function builderSiteRoutes(
  app: FastifyInstance,
  { sites, sessionOf }: { sites: BuilderSites; sessionOf: SessionOf },
) {
  // Room for a site somewhat over its cap, so its answer can say by how much.
  const bodyLimit = sites.limits.siteBytes * 2;

  const owners = new WeakMap<FastifyRequest, string>();
  function ownerOf(request: FastifyRequest) {
    const owner = owners.get(request);
    if (!owner) throw new Error("builder site route without its owner");
    return owner;
  }
  /** A malformed id is a site that does not exist. */
  function idOf(request: FastifyRequest) {
    const parsed = siteId.safeParse((request.params as { id: string }).id);
    if (!parsed.success) throw new HttpError(404, NO_SUCH_SITE);
    return parsed.data;
  }

  app.register(async (scope) => {
    // Who is asking is settled before a body is read: a visitor without a session never
    // gets to send 50 MB.
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await sessionOf(request);
      if (!session) throw new HttpError(401, "Log in to keep your sites in your account.");
      owners.set(request, session.user.id);
    });
    scope.setErrorHandler((error, request, reply) => {
      if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        // The body is base64: three bytes of picture for every four characters.
        const sent = Number(request.headers["content-length"]) || bodyLimit;
        return reply
          .status(413)
          .send({ message: siteTooLarge((sent * 3) / 4, sites.limits, true) });
      }
      throw error;
    });

    scope.get("/api/builder/sites", async (request) => sites.list(ownerOf(request)));

    scope.post(
      "/api/builder/sites",
      { bodyLimit, config: { rateLimit: writeRateLimit } },
      async (request, reply) => {
        const owner = ownerOf(request);
        const body = parseWith(createBuilderSiteRequest, request.body);
        return reply.status(201).send(await sites.create(owner, body));
      },
    );

    // Already-compressed pictures in base64: compressing them again costs seconds, saves little.
    scope.get("/api/builder/sites/:id", { compress: false }, async (request) => {
      const owner = ownerOf(request);
      return sites.open(owner, idOf(request));
    });

    scope.put(
      "/api/builder/sites/:id",
      { bodyLimit, config: { rateLimit: writeRateLimit } },
      async (request) => {
        const owner = ownerOf(request);
        const id = idOf(request);
        return sites.save(owner, id, parseWith(saveBuilderSiteRequest, request.body));
      },
    );

    scope.patch("/api/builder/sites/:id", async (request) => {
      const owner = ownerOf(request);
      const id = idOf(request);
      const { name } = parseWith(renameBuilderSiteRequest, request.body);
      return sites.rename(owner, id, name);
    });

    scope.delete("/api/builder/sites/:id", async (request, reply) => {
      const owner = ownerOf(request);
      await sites.remove(owner, idOf(request));
      return reply.status(204).send();
    });
  });
}
