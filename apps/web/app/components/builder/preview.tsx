import { PAGES } from "@pixelforge/sitegen/layout";
import type { SiteFiles } from "@pixelforge/sitegen/render-site";
import { useEffect, useMemo, useRef, useState } from "react";
import { wirePreviewFrame } from "./preview-frame";
import { dataUrl, previewHtml } from "./preview-html";
import { fontUrl } from "./site-fonts";
import { DEVICES, type usePreviewSettings } from "./use-preview-settings";

type Settings = ReturnType<typeof usePreviewSettings>;

/** The width the preview column offers, followed as the window changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const chip = (active: boolean) =>
  `rounded-full px-3.5 py-1.5 text-sm font-semibold transition focus-visible:ring-4 focus-visible:ring-accent/40 focus-visible:outline-none ${
    active ? "bg-amber text-ink" : "bg-white/10 text-white/80 hover:bg-white/15"
  }`;

/**
 * The generated site at a phone, tablet or desktop width, scaled to fit the column. Page
 * tabs and the links inside the frame both switch pages.
 */
export function SitePreview({ files, settings }: { files: SiteFiles; settings: Settings }) {
  const { page, device: deviceId, change } = settings;
  const device = DEVICES.find((d) => d.id === deviceId) ?? DEVICES[2];
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, available] = useWidth<HTMLDivElement>();
  const fit = available > 0 ? Math.min(1, available / device.width) : 1;
  // The frame's own height is a whole number, so the scaled frame is exactly device.height.
  const frameHeight = Math.round(device.height / fit);
  const scale = device.height / frameHeight;

  const urls = useMemo(() => {
    const map = new Map<string, string>();
    for (const [name, content] of files) {
      if (name.startsWith("assets/") && typeof content !== "string")
        map.set(name, dataUrl(name, content));
    }
    return map;
  }, [files]);
  const srcDoc = useMemo(
    () => previewHtml(files, page, (name) => urls.get(name) ?? "", fontUrl),
    [files, page, urls],
  );

  return (
    <section aria-labelledby="live-preview">
      <h2 id="live-preview" className="text-2xl font-extrabold text-white">
        Live Preview
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Preview page"
          className="flex flex-wrap gap-2"
          onKeyDown={(event) => {
            // The tabs pattern: arrows move between pages, Home and End to the ends.
            const at = PAGES.findIndex((p) => p.file === page);
            const to =
              event.key === "ArrowRight" || event.key === "ArrowDown"
                ? (at + 1) % PAGES.length
                : event.key === "ArrowLeft" || event.key === "ArrowUp"
                  ? (at - 1 + PAGES.length) % PAGES.length
                  : event.key === "Home"
                    ? 0
                    : event.key === "End"
                      ? PAGES.length - 1
                      : -1;
            const next = PAGES[to];
            if (!next) return;
            event.preventDefault();
            change({ page: next.file });
            event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
          }}
        >
          {PAGES.map((p) => (
            <button
              key={p.file}
              type="button"
              role="tab"
              aria-selected={p.file === page}
              tabIndex={p.file === page ? 0 : -1}
              onClick={() => change({ page: p.file })}
              className={chip(p.file === page)}
            >
              {p.file}
            </button>
          ))}
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Preview width</legend>
          {DEVICES.map((d) => (
            <button
              key={d.id}
              type="button"
              aria-pressed={d.id === device.id}
              onClick={() => change({ device: d.id })}
              className={chip(d.id === device.id)}
              title={`${d.width} px wide`}
            >
              {d.label}
            </button>
          ))}
        </fieldset>
      </div>
      <div role="tabpanel" aria-label={page} ref={box} className="mt-4 w-full">
        <div
          className="mx-auto overflow-hidden rounded-2xl bg-white ring-1 ring-white/15"
          style={{ width: device.width * scale, height: device.height }}
        >
          <iframe
            ref={frame}
            title={`Live preview of ${page}`}
            sandbox="allow-same-origin"
            srcDoc={srcDoc}
            onLoad={(event) => {
              const doc = event.currentTarget.contentDocument;
              if (doc) wirePreviewFrame(doc, (file) => change({ page: file }));
            }}
            style={{
              width: device.width,
              height: frameHeight,
              transform: `scale(${scale})`,
              transformOrigin: "0 0",
            }}
            className="block border-0"
          />
        </div>
        <p className="mt-2 text-center text-xs text-white/55">
          {device.label} · {device.width} px
          {scale < 1 ? ` · shown at ${Math.round(scale * 100)}%` : ""}
        </p>
      </div>
    </section>
  );
}
