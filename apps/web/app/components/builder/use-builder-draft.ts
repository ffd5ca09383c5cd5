import "../../lib/zod-jitless";
import { assetName } from "@pixelforge/sitegen/media";
import { type SiteAsset, type SiteConfig, siteConfig } from "@pixelforge/sitegen/site-config";
import { useCallback, useEffect, useRef, useState } from "react";
import { assetStore } from "./asset-store";

const DRAFT_KEY = "pf_builder_draft_v1";
export const emptyConfig = (): SiteConfig => siteConfig.parse({});

/**
 * The builder's form state. Text is saved to localStorage as you type; uploaded files go
 * to IndexedDB; both come back after a reload. `reset` starts over.
 */
export function useBuilderDraft() {
  const [config, setConfig] = useState<SiteConfig>(emptyConfig);
  const [assets, setAssets] = useState<Map<string, SiteAsset>>(new Map());
  const [restored, setRestored] = useState(false);
  const urls = useRef(new Map<string, string>());
  const assetsRef = useRef(assets);
  assetsRef.current = assets;

  useEffect(() => {
    let live = true;
    const saved = localStorage.getItem(DRAFT_KEY);
    if (saved) {
      try {
        const parsed = siteConfig.safeParse(JSON.parse(saved));
        if (parsed.success) setConfig(parsed.data);
      } catch {
        localStorage.removeItem(DRAFT_KEY);
      }
    }
    assetStore
      .all()
      .then((list) => live && setAssets(new Map(list.map((a) => [a.name, a]))))
      .catch(() => {})
      .finally(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, []);

  // Saved 300 ms after the last keystroke, and at once when the page is left, so a
  // reload straight after typing keeps the last change.
  useEffect(() => {
    if (!restored) return;
    const save = () => localStorage.setItem(DRAFT_KEY, JSON.stringify(config));
    const timer = window.setTimeout(save, 300);
    window.addEventListener("pagehide", save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
    };
  }, [config, restored]);

  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback(<K extends keyof SiteConfig>(key: K, value: SiteConfig[K]) => {
    setConfig((current) => ({ ...current, [key]: value }));
  }, []);

  /** Stores an uploaded file and returns the name the site refers to it by (assets/…). */
  const addFile = useCallback(async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = assetName(file.name, file.type, new Set(assetsRef.current.keys()));
    const asset = { name, type: file.type, bytes };
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

  const reset = useCallback(async () => {
    localStorage.removeItem(DRAFT_KEY);
    await assetStore.clear().catch(() => {});
    for (const url of urls.current.values()) URL.revokeObjectURL(url);
    urls.current.clear();
    setAssets(new Map());
    setConfig(emptyConfig());
  }, []);

  return { config, setConfig, update, assets, addFile, displayUrl, reset, restored };
}
