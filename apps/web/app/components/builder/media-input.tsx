import { mediaTypeOf } from "@pixelforge/sitegen/media";
import { useEffect, useId, useState } from "react";
import type { Progress } from "./prepare-image";

/** Whether a pasted address loads as a picture here: "checking", "ok" or "broken". */
function useImageCheck(value: string, enabled: boolean) {
  const [state, setState] = useState<"idle" | "ok" | "broken">("idle");
  useEffect(() => {
    setState("idle");
    if (!enabled || !/^https?:\/\//i.test(value)) return;
    let live = true;
    // Waits for a pause in typing, so a half-typed address is not reported.
    const timer = window.setTimeout(() => {
      const probe = new Image();
      probe.onload = () => live && setState("ok");
      probe.onerror = () => live && setState("broken");
      probe.src = value;
    }, 600);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [value, enabled]);
  return state;
}

/**
 * A picture's text alternative, for people who cannot see it, or the mark that it only
 * decorates (then the site gives it `alt=""` and screen readers skip it).
 */
export interface AltField {
  path: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  decorative: { path: string; value: boolean; onChange(value: boolean): void };
}

/**
 * An image (or video) field: paste an address, or upload a file that stays in the
 * browser and goes into the ZIP. Shows a small preview.
 */
export function MediaInput({
  name,
  error: fieldError,
  label,
  value,
  onChange,
  onUpload,
  displayUrl,
  accept = "image/*",
  alt,
  onCheck,
}: {
  name: string;
  /** The form's message for this field, if it breaks a rule. */
  error?: string | undefined;
  label: string;
  value: string;
  onChange(value: string): void;
  onUpload(file: File, onProgress: Progress): Promise<string>;
  /** Told whether a pasted address loaded, for the checklist. */
  onCheck?(value: string, loads: boolean): void;
  displayUrl(value: string): string;
  accept?: "image/*" | "image/*,video/*";
  alt?: AltField;
}) {
  const id = useId();
  const [error, setError] = useState("");
  const shown = value ? displayUrl(value) : "";
  const isVideo = mediaTypeOf(value)?.startsWith("video/") ?? false;
  const isUpload = value.startsWith("assets/");
  const [progress, setProgress] = useState("");
  const check = useImageCheck(value, !isVideo);
  useEffect(() => {
    if (check !== "idle") onCheck?.(value, check === "ok");
  }, [check, value, onCheck]);

  async function upload(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const allowed = accept === "image/*" ? /^image\// : /^(image|video)\//;
    if (!allowed.test(file.type)) {
      setError(accept === "image/*" ? "Choose an image file." : "Choose an image or a video file.");
      return;
    }
    if (file.size > 25 * 1024 * 1024) {
      setError("That file is over 25 MB; choose a smaller one.");
      return;
    }
    setError("");
    setProgress("Preparing the picture for the web…");
    try {
      onChange(
        await onUpload(file, (done, total) =>
          setProgress(`Preparing the picture for the web… ${done} of ${total} sizes`),
        ),
      );
    } finally {
      setProgress("");
    }
  }

  return (
    <div className="flex gap-3">
      <div className="grid h-16 w-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-white/5 ring-1 ring-white/10">
        {shown && !isVideo ? (
          <img src={shown} alt="" className="h-full w-full object-cover" />
        ) : (
          <span className="text-xs text-white/65">{isVideo ? "Video" : "None"}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-semibold text-white/85">
          {label}
        </label>
        <div className="flex flex-wrap gap-2">
          {/* w-0: the field's default 20-character width pushed phones sideways; it grows instead. */}
          <input
            id={`${id}-url`}
            name={name}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            value={isUpload ? "" : value}
            placeholder={
              isUpload ? `Uploaded: ${value.replace("assets/", "")}` : "https://… or upload"
            }
            onChange={(event) => onChange(event.target.value)}
            className="w-0 min-w-32 flex-1 rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white placeholder:text-white/55 focus:border-accent focus:ring-4 focus:ring-accent/20 focus:outline-none"
          />
          <label className="inline-flex cursor-pointer items-center rounded-xl border border-white/20 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-within:ring-4 focus-within:ring-accent/40">
            Upload
            <input
              type="file"
              accept={accept}
              onChange={upload}
              className="sr-only"
              aria-label={`Upload ${label.toLowerCase()}`}
            />
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange("")}
              className="rounded-xl px-3 py-2 text-sm font-semibold text-white/70 hover:text-white"
            >
              Clear
            </button>
          )}
        </div>
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">
            {fieldError}
          </p>
        )}
        {progress && (
          <p role="status" className="mt-1 text-sm text-white/75">
            {progress}
          </p>
        )}
        {check === "broken" && (
          <p role="status" className="mt-1 text-sm text-amber">
            This address did not load as a picture. Check it (it must start with https://), or
            upload the file instead.
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-rose-300">
            {error}
          </p>
        )}
        {alt && value && !isVideo && (
          <div className="mt-2">
            <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-semibold text-white/85">
              {label} description (alt text)
            </label>
            <input
              id={`${id}-alt`}
              name={alt.path}
              value={alt.value}
              disabled={alt.decorative.value}
              maxLength={300}
              onChange={(event) => alt.onChange(event.target.value)}
              placeholder={alt.hint ?? "What the picture shows, e.g. “A sliced sourdough loaf”"}
              className="w-full rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white placeholder:text-white/55 focus:border-accent focus:ring-4 focus:ring-accent/20 focus:outline-none disabled:opacity-50"
            />
            <label className="mt-2 flex items-center gap-2 text-sm text-white/85">
              <input
                type="checkbox"
                name={alt.decorative.path}
                checked={alt.decorative.value}
                onChange={(event) => alt.decorative.onChange(event.target.checked)}
                className="accent-amber"
              />
              <span className="sr-only">{label}: </span>Decorative (no alt text)
            </label>
          </div>
        )}
      </div>
    </div>
  );
}
