import { renderSite, type SiteFiles } from "@pixelforge/sitegen/render-site";
import type { SiteAsset, SiteConfig } from "@pixelforge/sitegen/site-config";
import { useCallback, useEffect, useMemo, useState } from "react";
import { siteErrors } from "./site-errors";

interface Generated {
  files: SiteFiles;
  config: SiteConfig;
  assets: ReadonlyMap<string, SiteAsset>;
}

/** How long typing must pause before the preview follows it. */
const LIVE_DELAY_MS = 400;

/**
 * The site generated from the draft. After the first Generate the preview follows the form
 * (debounced) while the form is valid; whenever the shown result differs from the form it
 * is `stale`, and the caller disables the download so nobody ships an old version.
 */
export function useSiteGeneration(config: SiteConfig, assets: ReadonlyMap<string, SiteAsset>) {
  const [generated, setGenerated] = useState<Generated>();
  const [failed, setFailed] = useState(false);
  const errors = useMemo(() => siteErrors(config), [config]);
  const valid = errors.size === 0;
  const stale = Boolean(generated && (generated.config !== config || generated.assets !== assets));

  const generate = useCallback((): boolean => {
    if (siteErrors(config).size > 0) return false;
    try {
      setGenerated({ files: renderSite(config, assets), config, assets });
      setFailed(false);
      return true;
    } catch (error) {
      // The form's rules match the generator's, so this is a bug: keep the detail out of sight.
      console.error(error);
      setFailed(true);
      return false;
    }
  }, [config, assets]);

  const following = Boolean(generated) && stale && valid;
  useEffect(() => {
    if (!following) return;
    const timer = window.setTimeout(generate, LIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [following, generate]);

  const clear = useCallback(() => setGenerated(undefined), []);

  return { files: generated?.files, errors, valid, stale, failed, generate, clear };
}
