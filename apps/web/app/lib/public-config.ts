import { type PublicConfig, publicConfig } from "@pixelforge/contracts/public-config";
import { useEffect, useState } from "react";
import { callApi } from "./api";

let cached: Promise<PublicConfig> | undefined;

/** Run-time settings from GET /api/config (one request per page load). */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    cached ??= callApi("/api/config", publicConfig).catch(() => ({ googleClientId: null }));
    let live = true;
    cached.then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
