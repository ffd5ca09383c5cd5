import "../../lib/zod-jitless";
import { assetName } from "@pixelforge/sitegen/media";
import { type SiteAsset, type SiteConfig, siteConfig } from "@pixelforge/sitegen/site-config";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { assetStore } from "./asset-store";
import { type Progress, prepareImage } from "./prepare-image";

const DRAFT_KEY = "pf_builder_draft_v1";
export const emptyConfig = (): SiteConfig => siteConfig.parse({});

function readSavedDraft(): SiteConfig | undefined {
  const saved = localStorage.getItem(DRAFT_KEY);
  if (!saved) return undefined;
  try {
    const parsed = siteConfig.safeParse(JSON.parse(saved));
    if (parsed.success) return parsed.data;
  } catch {
    // A damaged draft is dropped below rather than breaking the page.
  }
  localStorage.removeItem(DRAFT_KEY);
  return undefined;
}

/** Every uploaded-file name the configuration refers to (uploads are named assets/…). */
function referencedAssets(config: SiteConfig): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("assets/")) found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(config);
  return [...found];
}

/**
 * The builder's form state. Text is written to localStorage synchronously at every change,
 * so leaving the page at any moment keeps it; uploaded files go to IndexedDB. The form is
 * `ready` once the saved draft is back: before that, typing would be overwritten by it.
 * An upload the browser had not finished storing when the page was left is reported in
 * `lostUploads` after the next load.
 */
/** Sets one setting, to a value or by a function of its current value. */
export type ConfigUpdate = <K extends keyof SiteConfig>(
  key: K,
  value: SiteConfig[K] | ((current: SiteConfig[K]) => SiteConfig[K]),
) => void;

export function useBuilderDraft() {
  const [config, setConfig] = useState<SiteConfig>(emptyConfig);
  const [assets, setAssets] = useState<Map<string, SiteAsset>>(new Map());
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [lostUploads, setLostUploads] = useState<string[]>([]);
  const urls = useRef(new Map<string, string>());
  const assetsRef = useRef(assets);
  assetsRef.current = assets;

  useEffect(() => {
    let live = true;
    const saved = readSavedDraft();
    if (saved) setConfig(saved);
    setReady(true);
    assetStore
      .all()
      .then((list) => {
        if (!live) return;
        const stored = new Map(list.map((a) => [a.name, a]));
        setAssets(stored);
        setLostUploads(referencedAssets(saved ?? emptyConfig()).filter((n) => !stored.has(n)));
      })
      .catch(() => {})
      .finally(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, []);

  // A layout effect runs in the same task as the commit of the change that caused it.
  useLayoutEffect(() => {
    if (ready) localStorage.setItem(DRAFT_KEY, JSON.stringify(config));
  }, [config, ready]);

  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  const update: ConfigUpdate = useCallback((key, value) => {
    setConfig((current) => ({
      ...current,
      // A function gets the setting as it is when applied: a picture that finishes
      // preparing after other edits must not put back what it saw when it started.
      [key]: typeof value === "function" ? value(current[key]) : value,
    }));
  }, []);

  /**
   * Stores an uploaded file, with its web-sized variants when it is a photo, and returns
   * the name the site refers to it by (assets/…).
   */
  const addFile = useCallback(async (file: File, onProgress?: Progress) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = assetName(file.name, file.type, new Set(assetsRef.current.keys()));
    const asset = await prepareImage({ name, type: file.type, bytes }, onProgress);
    assetsRef.current = new Map(assetsRef.current).set(name, asset);
    setAssets(assetsRef.current);
    await assetStore.save(asset).catch(() => {});
    return name;
  }, []);

  /** A URL the app can show for a field value: the value itself, or a blob URL for an upload. */
  const displayUrl = useCallback(
    (value: string) => {
      const asset = assets.get(value);
      if (!asset) return value;
      let url = urls.current.get(value);
      if (!url) {
        url = URL.createObjectURL(new Blob([asset.bytes as BlobPart], { type: asset.type }));
        urls.current.set(value, url);
      }
      return url;
    },
    [assets],
  );

  /** Replaces the form and its files with a reopened site (from its ZIP or site.json). */
  const load = useCallback(async (next: SiteConfig, files: SiteAsset[]) => {
    await assetStore.clear().catch(() => {});
    for (const asset of files) await assetStore.save(asset).catch(() => {});
    for (const url of urls.current.values()) URL.revokeObjectURL(url);
    urls.current.clear();
    assetsRef.current = new Map(files.map((asset) => [asset.name, asset]));
    setAssets(assetsRef.current);
    setLostUploads([]);
    setConfig(next);
  }, []);

  const reset = useCallback(async () => {
    localStorage.removeItem(DRAFT_KEY);
    await assetStore.clear().catch(() => {});
    for (const url of urls.current.values()) URL.revokeObjectURL(url);
    urls.current.clear();
    setAssets(new Map());
    setLostUploads([]);
    setConfig(emptyConfig());
  }, []);

  return {
    config,
    setConfig,
    update,
    assets,
    addFile,
    displayUrl,
    load,
    reset,
    ready,
    restored,
    lostUploads,
  };
}
