import { PAGES, type PageFile } from "@pixelforge/sitegen/layout";
import { useCallback, useEffect, useState } from "react";

export const DEVICES = [
  { id: "phone", label: "Phone", width: 375, height: 667 },
  { id: "tablet", label: "Tablet", width: 768, height: 600 },
  { id: "desktop", label: "Desktop", width: 1280, height: 500 },
] as const;
export type DeviceId = (typeof DEVICES)[number]["id"];

const KEY = "pf_builder_preview_v1";

interface PreviewSettings {
  page: PageFile;
  device: DeviceId;
  /** Whether a site had been generated, so a reload shows the preview again. */
  shown: boolean;
}

const DEFAULTS: PreviewSettings = { page: "index.html", device: "desktop", shown: false };

function read(): PreviewSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<PreviewSettings>;
    return {
      page: PAGES.some((p) => p.file === saved.page) ? (saved.page as PageFile) : DEFAULTS.page,
      device: DEVICES.some((d) => d.id === saved.device)
        ? (saved.device as DeviceId)
        : DEFAULTS.device,
      shown: saved.shown === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Which page and device width the preview shows, kept across reloads. */
export function usePreviewSettings() {
  const [settings, setSettings] = useState<PreviewSettings>(DEFAULTS);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setSettings(read());
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) localStorage.setItem(KEY, JSON.stringify(settings));
  }, [settings, loaded]);
  const change = useCallback(
    (next: Partial<PreviewSettings>) => setSettings((current) => ({ ...current, ...next })),
    [],
  );
  return { ...settings, loaded, change };
}
