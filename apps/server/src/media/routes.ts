import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import type { RequireRole } from "../staff/access";
import { appendAudit } from "../staff/store";
import { detectImageType, MAX_UPLOAD_BYTES, makeVariants, nameMatches } from "./images";
import { findVariant, insertMedia } from "./store";

const IMMUTABLE = "public, max-age=31536000, immutable";
const uploadTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/avif",
  "application/octet-stream",
];
const TOO_BIG = "The image is larger than 10 MB. Export a smaller one and try again.";

/**
 * `POST /api/staff/media` (staff): the image's bytes as the body, its name in `x-file-name`.
 * Only PNG, JPEG, WebP and AVIF, at most 10 MB, and only when the bytes are what the name
 * says. Answers `{ id, width, height, image }` where `image` is the address to store on a
 * project. `GET /media/ID/WIDTH.FORMAT` serves a variant, cached for a year (ids never change).
 */
export function mediaRoutes(
  app: FastifyInstance,
  { db, requireRole }: { db: Db; requireRole: RequireRole },
) {
  app.register(async (scope) => {
    // Only this route takes raw bytes; everywhere else stays JSON-only.
    scope.addContentTypeParser(
      uploadTypes,
      { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return reply.status(413).send({ message: TOO_BIG });
      }
      throw error;
    });
    scope.post("/api/staff/media", async (request, reply) => {
      const actor = await requireRole(request, "staff");
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw new HttpError(400, "Send the image's bytes as the request body.");
      }
      const fileName = String(request.headers["x-file-name"] ?? "");
      const type = detectImageType(bytes);
      if (!type) {
        throw new HttpError(415, "Only PNG, JPEG, WebP and AVIF images can be uploaded.");
      }
      if (!nameMatches(decodeURIComponent(fileName), type)) {
        throw new HttpError(
          415,
          `This file is a ${type.toUpperCase()} image, but its name says otherwise.`,
        );
      }
      let made: Awaited<ReturnType<typeof makeVariants>>;
      try {
        made = await makeVariants(bytes);
      } catch {
        throw new HttpError(422, "The image could not be read. It may be damaged.");
      }
      const id = await db.transaction(async (tx) => {
        const mediaId = await insertMedia(
          tx,
          { width: made.width, height: made.height, createdBy: actor.id },
          made.variants,
        );
        await appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: "media.upload",
          target: mediaId,
        });
        return mediaId;
      });
      return reply.status(201).send({
        id,
        width: made.width,
        height: made.height,
        image: `/media/${id}/${made.width}x${made.height}`,
      });
    });
  });

  app.get("/media/:id/:file", async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const match = /^([1-9][0-9]{0,3})\.(avif|webp)$/.exec(file);
    if (!match || !/^[0-9a-f-]{36}$/.test(id)) throw new HttpError(404, "There is no such image.");
    const bytes = await findVariant(db, id, Number(match[1]), match[2] ?? "");
    if (!bytes) throw new HttpError(404, "There is no such image.");
    return reply
      .header("content-type", `image/${match[2]}`)
      .header("cache-control", IMMUTABLE)
      .header("cross-origin-resource-policy", "same-origin")
      .send(bytes);
  });
}
