import {
  BUILDER_SITE_LIMITS,
  type BuilderSiteAsset,
  type BuilderSiteLimits,
  type BuilderSiteResponse,
  formatSize,
} from "@pixelforge/contracts/builder-sites";
import type { SiteConfig } from "@pixelforge/sitegen/site-config";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import {
  deleteSite,
  filesOf,
  findSite,
  insertSite,
  listSites,
  lockOwner,
  renameSite,
  replaceFiles,
  type SiteFile,
  sitesForExport,
  updateContent,
  usageOf,
  versionOf,
} from "./store";

export const NO_SUCH_SITE = "There is no such saved site in your account.";
export const STALE_SITE =
  "This site was saved from another tab or device after you opened it. Reload the saved version, or save yours as a copy.";

interface Content {
  config: SiteConfig;
  assets: BuilderSiteAsset[];
}

/** The message when one site is over its cap, also used for a body too large to read. */
export function siteTooLarge(size: number, limits: BuilderSiteLimits, approximate = false) {
  return `This site is ${approximate ? "about " : ""}${formatSize(size)}; saved sites can hold up to ${formatSize(limits.siteBytes)}. Remove or shrink some pictures, then save again.`;
}

function toFiles(assets: readonly BuilderSiteAsset[]): SiteFile[] {
  return assets.flatMap((asset) => [
    {
      name: asset.name,
      contentType: asset.type,
      width: asset.width ?? null,
      height: asset.height ?? null,
      variantOf: null,
      bytes: Buffer.from(asset.bytes, "base64"),
    },
    ...(asset.variants ?? []).map((variant) => ({
      name: variant.name,
      contentType: variant.type,
      width: variant.width,
      height: variant.height,
      variantOf: asset.name,
      bytes: Buffer.from(variant.bytes, "base64"),
    })),
  ]);
}

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");

/** Files back into the builder's shape: originals in their order, each with its variants. */
function toAssets(files: readonly SiteFile[]): BuilderSiteAsset[] {
  return files
    .filter((file) => file.variantOf === null)
    .map((file) => {
      const variants = files
        .filter((v) => v.variantOf === file.name)
        .map((v) => ({
          name: v.name,
          type: v.contentType,
          width: v.width ?? 1,
          height: v.height ?? 1,
          bytes: base64(v.bytes),
        }));
      return {
        name: file.name,
        type: file.contentType,
        ...(file.width !== null ? { width: file.width } : {}),
        ...(file.height !== null ? { height: file.height } : {}),
        bytes: base64(file.bytes),
        ...(variants.length ? { variants } : {}),
      };
    });
}

function toSummary(row: {
  id: string;
  name: string;
  version: number;
  updatedAt: Date;
  sizeBytes: number;
}) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    size: row.sizeBytes,
  };
}

/**
 * Sites a signed-in person keeps in their account. Every call names the owner: another
 * account's site is answered exactly like a site that does not exist.
 */
export function createBuilderSites(db: Db, limits: BuilderSiteLimits = BUILDER_SITE_LIMITS) {
  /** The site's files and size, refused when the site alone is over its cap. */
  function measure(content: Content) {
    const files = toFiles(content.assets);
    const size =
      Buffer.byteLength(JSON.stringify(content.config)) +
      files.reduce((total, file) => total + file.bytes.length, 0);
    if (size > limits.siteBytes) throw new HttpError(413, siteTooLarge(size, limits));
    return { files, size };
  }

  /** Refuses a site that would take the account over its cap; `siteId` when it replaces one. */
  async function checkAccountRoom(tx: Db, userId: string, size: number, siteId?: string) {
    const others = await usageOf(tx, userId, siteId);
    if (!siteId && others.sites >= limits.sites) {
      throw new HttpError(
        413,
        `You already have ${others.sites} saved sites, the most an account can keep. Delete one you no longer need, then save again.`,
      );
    }
    if (others.bytes + size > limits.accountBytes) {
      throw new HttpError(
        413,
        `Saving this site would bring your saved sites to ${formatSize(others.bytes + size)}; an account can keep up to ${formatSize(limits.accountBytes)}. Delete a site you no longer need, or remove some pictures.`,
      );
    }
  }

  return {
    limits,

    async list(userId: string) {
      const [sites, used] = await Promise.all([listSites(db, userId), usageOf(db, userId)]);
      return { sites: sites.map(toSummary), used, limits };
    },

    async create(userId: string, input: Content & { name: string }) {
      const { files, size } = measure(input);
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        await checkAccountRoom(tx, userId, size);
        const row = await insertSite(tx, {
          userId,
          name: input.name,
          config: input.config,
          sizeBytes: size,
        });
        await replaceFiles(tx, row.id, files);
        return toSummary(row);
      });
    },

    async open(userId: string, id: string): Promise<BuilderSiteResponse> {
      const row = await findSite(db, userId, id);
      if (!row) throw new HttpError(404, NO_SUCH_SITE);
      return {
        ...toSummary(row),
        config: row.config as SiteConfig,
        assets: toAssets(await filesOf(db, id)),
      };
    },

    async save(userId: string, id: string, input: Content & { version: number }) {
      const { files, size } = measure(input);
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const current = await versionOf(tx, userId, id);
        if (current === undefined) throw new HttpError(404, NO_SUCH_SITE);
        if (current !== input.version) throw new HttpError(409, STALE_SITE);
        await checkAccountRoom(tx, userId, size, id);
        const row = await updateContent(tx, userId, id, input.version, {
          config: input.config,
          sizeBytes: size,
        });
        if (!row) throw new HttpError(409, STALE_SITE);
        await replaceFiles(tx, id, files);
        return toSummary(row);
      });
    },

    async rename(userId: string, id: string, name: string) {
      const row = await renameSite(db, userId, id, name);
      if (!row) throw new HttpError(404, NO_SUCH_SITE);
      return toSummary(row);
    },

    async remove(userId: string, id: string) {
      if (!(await deleteSite(db, userId, id))) throw new HttpError(404, NO_SUCH_SITE);
    },

    exportFor: (userId: string) => sitesForExport(db, userId),
  };
}

export type BuilderSites = ReturnType<typeof createBuilderSites>;
