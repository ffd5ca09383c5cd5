import { renderSite, type SiteFiles } from "@pixelforge/sitegen/render-site";
import { ARCHIVE_NAME, zipSiteAsync } from "@pixelforge/sitegen/zip-site";
import { useState } from "react";
import { BuilderForm } from "../components/builder/builder-form";
import { SitePreview } from "../components/builder/preview";
import { useBuilderDraft } from "../components/builder/use-builder-draft";
import { FormStatus } from "../components/forms/field";
import { PageHero } from "../components/layout/page-hero";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/WebSiteBuilder",
    title: "SaaS Website Builder",
    description:
      "Fill in a form and get a six-page static website — home, products, testimonials, blog, about and contact — to preview live and download as a ZIP.",
    keywords: ["free website builder", "static site generator", "website ZIP download"],
  });

type Stage = "idle" | "rendering" | "ready" | "zipping" | "failed";

function download(bytes: Uint8Array) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = ARCHIVE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function WebsiteBuilderPage() {
  const draft = useBuilderDraft();
  const [files, setFiles] = useState<SiteFiles>();
  const [stage, setStage] = useState<Stage>("idle");
  const [problem, setProblem] = useState("");

  async function generateWebsite(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStage("rendering");
    setProblem("");
    // Let the "Generating…" state paint before the work starts.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    try {
      setFiles(renderSite(draft.config, draft.assets));
      setStage("ready");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The website could not be generated.");
      setStage("failed");
    }
  }

  async function downloadZip() {
    if (!files) return;
    setStage("zipping");
    try {
      download(await zipSiteAsync(files));
      setStage("ready");
    } catch {
      setProblem("The ZIP could not be created. Try again, or remove very large files.");
      setStage("failed");
    }
  }

  const busy = stage === "rendering" || stage === "zipping";
  return (
    <div className="bg-ink">
      <PageHero
        eyebrow="Website Builder"
        title="SaaS Website Builder"
        lead="Fill in the form, press Generate Website, preview all six pages and download them as a ZIP you can host anywhere. Your draft is saved in this browser as you type."
      />
      <div className="container-page grid gap-12 pb-24 xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <form
          onSubmit={generateWebsite}
          aria-label="Website details"
          className="rounded-3xl bg-ink-800 p-5 ring-1 ring-white/10 sm:p-8"
        >
          {draft.lostUploads.length > 0 && (
            <p role="alert" className="mb-6 rounded-xl bg-amber/10 p-4 text-sm text-amber">
              The page was left before{" "}
              {draft.lostUploads.map((name) => name.replace(/^assets\//, "")).join(", ")}{" "}
              {draft.lostUploads.length === 1 ? "was" : "were"} saved. Upload{" "}
              {draft.lostUploads.length === 1 ? "it" : "them"} again.
            </p>
          )}
          {/* Disabled until the saved draft is back, so nothing typed is overwritten by it. */}
          <fieldset disabled={!draft.ready} className="min-w-0">
            <BuilderForm draft={draft} />
          </fieldset>
          <div className="mt-10 flex flex-wrap items-center gap-4 border-t border-white/10 pt-6">
            <button type="submit" className="btn-amber" disabled={busy || !draft.ready}>
              {stage === "rendering" ? "Generating…" : "Generate Website"}
            </button>
            <button
              type="button"
              className="btn-ghost-light"
              onClick={async () => {
                if (!window.confirm("Start over? This clears the form and your uploaded files."))
                  return;
                await draft.reset();
                setFiles(undefined);
                setStage("idle");
              }}
            >
              Reset
            </button>
          </div>
        </form>
        <div className="xl:sticky xl:top-24 xl:self-start">
          <div aria-live="polite" className="mb-4">
            {stage === "failed" && <FormStatus kind="error">{problem}</FormStatus>}
            {stage === "zipping" && (
              <p role="status" className="font-semibold text-white/80">
                Compressing files…
              </p>
            )}
          </div>
          {files ? (
            <div className="space-y-6">
              <div className="flex flex-wrap items-center justify-between gap-4">
                <p className="text-white/75">
                  {[...files.keys()].filter((f) => f.endsWith(".html")).length} pages ready ·{" "}
                  {[...files.keys()].length} files
                </p>
                <button type="button" className="btn-amber" onClick={downloadZip} disabled={busy}>
                  {stage === "zipping" ? "Zipping…" : "Download ZIP"}
                </button>
              </div>
              <SitePreview files={files} />
            </div>
          ) : (
            <div className="grid h-[500px] place-items-center rounded-3xl border border-dashed border-white/20 p-8 text-center text-white/65">
              <p>
                Your preview appears here after{" "}
                <strong className="text-white">Generate Website</strong>.
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
