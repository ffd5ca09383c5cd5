import {
  type BuilderSiteSummary,
  builderSiteResponse,
  builderSiteSummary,
  builderSitesResponse,
} from "@pixelforge/contracts/builder-sites";
import type { SiteAsset, SiteConfig } from "@pixelforge/sitegen/site-config";
import { z } from "zod";
import { callApi } from "../../lib/api";
import { assetsForAccount, assetsFromAccount } from "./site-transfer";

const BASE = "/api/builder/sites";

/** The Website Builder's calls to `/api/builder/sites` (decision 019). */
export const accountSites = {
  list: (signal?: AbortSignal) => callApi(BASE, builderSitesResponse, { signal }),

  create: (name: string, config: SiteConfig, assets: Iterable<SiteAsset>) =>
    callApi(BASE, builderSiteSummary, {
      body: { name, config, assets: assetsForAccount(assets) },
    }),

  save: (site: { id: string; version: number }, config: SiteConfig, assets: Iterable<SiteAsset>) =>
    callApi(`${BASE}/${site.id}`, builderSiteSummary, {
      method: "PUT",
      body: { version: site.version, config, assets: assetsForAccount(assets) },
    }),

  async open(id: string) {
    const site = await callApi(`${BASE}/${id}`, builderSiteResponse);
    return { ...site, assets: assetsFromAccount(site.assets) };
  },

  rename: (id: string, name: string) =>
    callApi(`${BASE}/${id}`, builderSiteSummary, { method: "PATCH", body: { name } }),

  remove: (id: string) => callApi(`${BASE}/${id}`, z.unknown(), { method: "DELETE" }),
};

export type { BuilderSiteSummary };
