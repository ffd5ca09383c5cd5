import { useSyncExternalStore } from "react";

/**
 * Which site in the account the builder's form was opened from or last saved to, so
 * "Save to account" updates it. Kept beside the draft in localStorage (it survives a
 * reload as the draft does) and forgotten when the form is reset or replaced by a ZIP.
 */
export interface LinkedSite {
  userId: string;
  id: string;
  name: string;
  version: number;
  /** ISO 8601 time of the last save or open. */
  savedAt: string;
}

const KEY = "pf_builder_account_site_v1";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LinkedSite | undefined } = {
  raw: null,
  value: undefined,
};

function read(): LinkedSite | undefined {
  const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let value: LinkedSite | undefined;
    try {
      value = raw ? (JSON.parse(raw) as LinkedSite) : undefined;
    } catch {
      value = undefined;
    }
    cached = { raw, value };
  }
  return cached.value;
}

function write(site: LinkedSite | undefined) {
  if (site) localStorage.setItem(KEY, JSON.stringify(site));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const linkedSite = {
  get: read,
  set: (site: LinkedSite) => write(site),
  forget: () => write(undefined),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The linked site of this signed-in person (another account's link is ignored). */
export function useLinkedSite(userId: string): LinkedSite | undefined {
  const site = useSyncExternalStore(subscribe, read, () => undefined);
  return site?.userId === userId ? site : undefined;
}
