import { siteConfig } from "@pixelforge/sitegen/site-config";
import { z } from "zod";
import { plainText } from "./fields";

const MB = 1024 * 1024;

/**
 * How much an account may keep (decision 019). Sizes are the pictures' bytes plus the
 * configuration's JSON, before the base64 of the transport.
 */
export const BUILDER_SITE_LIMITS = {
  siteBytes: 25 * MB,
  accountBytes: 100 * MB,
  sites: 20,
} as const;
export type BuilderSiteLimits = { siteBytes: number; accountBytes: number; sites: number };

/** "31 MB", "800 KB": sizes as people read them in a message. */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return bytes === 0 ? "0 KB" : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const builderSiteName = plainText({ error: "Enter a name for the site." })
  .trim()
  .min(1, "Enter a name for the site.")
  .max(100, "Keep the name under 101 characters.");

/** The builder names uploads assets/<slug>.<ext> and their variants assets/<slug>-960.webp. */
const assetFileName = z
  .string()
  .max(120)
  .regex(/^assets\/[a-z0-9-]+(\.[a-z0-9]*)?$/, "is not a picture name the builder makes");
const mediaType = z
  .string()
  .regex(/^(image|video)\/[a-z0-9.+-]{1,60}$/, "must be an image or video type");
/** The file's bytes, base64 (the JSON transport); the size caps count the decoded bytes. */
const fileBytes = z.base64("must be the file's bytes in base64");
const dimension = z.number().int().positive().max(100_000);

export const builderSiteVariant = z.object({
  name: assetFileName,
  type: mediaType,
  width: dimension,
  height: dimension,
  bytes: fileBytes,
});

/** One uploaded picture (or video) with its web-sized variants, as the builder keeps it. */
export const builderSiteAsset = z.object({
  name: assetFileName,
  type: mediaType,
  width: dimension.optional(),
  height: dimension.optional(),
  bytes: fileBytes,
  variants: z.array(builderSiteVariant).max(12).optional(),
});
export type BuilderSiteAsset = z.infer<typeof builderSiteAsset>;

const siteAssets = z
  .array(builderSiteAsset)
  .max(400, "A site can carry at most 400 pictures.")
  .refine((assets) => {
    const names = assets.flatMap((a) => [a.name, ...(a.variants ?? []).map((v) => v.name)]);
    return new Set(names).size === names.length;
  }, "Each picture must have its own name.");

export const createBuilderSiteRequest = z.object({
  name: builderSiteName,
  config: siteConfig,
  assets: siteAssets,
});
export type CreateBuilderSiteRequest = z.input<typeof createBuilderSiteRequest>;

/** A save replaces the configuration and pictures of the version it was opened at. */
export const saveBuilderSiteRequest = z.object({
  version: z.number().int().positive(),
  config: siteConfig,
  assets: siteAssets,
});
export type SaveBuilderSiteRequest = z.input<typeof saveBuilderSiteRequest>;

export const renameBuilderSiteRequest = z.object({ name: builderSiteName });

export const builderSiteSummary = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  /** ISO 8601 */
  updatedAt: z.string(),
  size: z.number(),
});
export type BuilderSiteSummary = z.infer<typeof builderSiteSummary>;

export const builderSitesResponse = z.object({
  sites: z.array(builderSiteSummary),
  used: z.object({ sites: z.number(), bytes: z.number() }),
  limits: z.object({ siteBytes: z.number(), accountBytes: z.number(), sites: z.number() }),
});
export type BuilderSitesResponse = z.infer<typeof builderSitesResponse>;

export const builderSiteResponse = builderSiteSummary.extend({
  config: siteConfig,
  assets: z.array(builderSiteAsset),
});
export type BuilderSiteResponse = z.infer<typeof builderSiteResponse>;
