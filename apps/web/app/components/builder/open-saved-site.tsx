import { readSavedSite } from "@pixelforge/sitegen/saved-site";
import type { SiteAsset, SiteConfig } from "@pixelforge/sitegen/site-config";
import { useId, useState } from "react";

/** The saved site from a downloaded ZIP (its site.json and files) or from a JSON file. */
async function readFile(file: File) {
  if (/\.json$/i.test(file.name) || file.type === "application/json")
    return readSavedSite(await file.text());
  // The unzipper loads only when someone opens a ZIP.
  const { unzipSync } = await import("fflate");
  const archive = new Map(Object.entries(unzipSync(new Uint8Array(await file.arrayBuffer()))));
  const json = archive.get("site.json");
  if (!json) throw new Error("no site.json");
  return readSavedSite(new TextDecoder().decode(json), archive);
}

/** "Open a saved site": brings a downloaded site back into the form, pictures included. */
export function OpenSavedSite({
  onOpen,
}: {
  onOpen(config: SiteConfig, assets: SiteAsset[]): Promise<void>;
}) {
  const id = useId();
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string }>();
  async function open(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const saved = await readFile(file);
      await onOpen(saved.config, saved.assets);
      setMessage({
        kind: "ok",
        text: saved.missing.length
          ? `Opened ${file.name}; ${saved.missing.length} picture(s) were not in it — upload them again.`
          : `Opened ${file.name}.`,
      });
    } catch {
      setMessage({
        kind: "error",
        text: `${file.name} is not a site made here: choose the downloaded ZIP or its site.json.`,
      });
    }
  }
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-xl border border-white/20 px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-within:ring-4 focus-within:ring-accent/40"
      >
        Open a saved site
        <input
          id={id}
          type="file"
          accept=".zip,.json,application/zip,application/json"
          onChange={open}
          className="sr-only"
        />
      </label>
      {message && (
        <p
          role={message.kind === "ok" ? "status" : "alert"}
          className={`mt-2 text-sm ${message.kind === "ok" ? "text-white/75" : "text-rose-300"}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
