import type { SiteConfig } from "@pixelforge/sitegen/site-config";
import { useCallback, useEffect, useRef, useState } from "react";

/** More than the 100 steps; a step is small (text only, pictures are by name). */
const LIMIT = 300;
/** Keystrokes in one field closer together than this make one step. */
const TYPING_PAUSE_MS = 800;

const changedKey = (a: SiteConfig, b: SiteConfig) =>
  (Object.keys(b) as (keyof SiteConfig)[]).filter((key) => a[key] !== b[key]).join(",");

/**
 * Undo and redo over the builder's configuration. It watches the configuration rather than
 * wrapping every setter, so each way of changing the form (typing, lists, starters,
 * opening a saved site) is undoable. Recording starts once the saved draft is back.
 */
export function useConfigHistory(
  config: SiteConfig,
  setConfig: (config: SiteConfig) => void,
  ready: boolean,
) {
  const past = useRef<SiteConfig[]>([]);
  const future = useRef<SiteConfig[]>([]);
  const previous = useRef<SiteConfig | undefined>(undefined);
  const applying = useRef(false);
  const lastStep = useRef({ key: "", at: 0 });
  // The stacks live in refs; this re-renders so canUndo/canRedo show.
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (!ready) return;
    const before = previous.current;
    previous.current = config;
    if (!before || before === config) return;
    if (applying.current) {
      applying.current = false;
      return;
    }
    const key = changedKey(before, config);
    const now = Date.now();
    const sameTyping = key === lastStep.current.key && now - lastStep.current.at < TYPING_PAUSE_MS;
    lastStep.current = { key, at: now };
    if (!sameTyping) past.current = [...past.current, before].slice(-LIMIT);
    future.current = [];
    setVersion((v) => v + 1);
  }, [config, ready]);

  const move = useCallback(
    (from: typeof past, to: typeof future) => {
      const target = from.current.at(-1);
      const current = previous.current;
      if (!target || !current) return;
      from.current = from.current.slice(0, -1);
      to.current = [...to.current, current];
      applying.current = true;
      lastStep.current = { key: "", at: 0 };
      setConfig(target);
      setVersion((v) => v + 1);
    },
    [setConfig],
  );
  const undo = useCallback(() => move(past, future), [move]);
  const redo = useCallback(() => move(future, past), [move]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        if (key === "y" || event.shiftKey) redo();
        else undo();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  return { undo, redo, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}
