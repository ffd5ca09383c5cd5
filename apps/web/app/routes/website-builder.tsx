import { renderSite } from "@pixelforge/sitegen/render-site";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AccountSites } from "../components/builder/account-sites";
import { BuilderForm } from "../components/builder/builder-form";
import { Checklist } from "../components/builder/checklist";
import { makeIcons } from "../components/builder/favicon-images";
import { linkedSite } from "../components/builder/linked-site";
import { OpenSavedSite } from "../components/builder/open-saved-site";
import { SitePreview } from "../components/builder/preview";
import { siteChecklist } from "../components/builder/site-checklist";
import { focusFirstProblem } from "../components/builder/site-errors";
import { loadTemplateFonts } from "../components/builder/site-fonts";
import { useBuilderDraft } from "../components/builder/use-builder-draft";
import { useConfigHistory } from "../components/builder/use-config-history";
import { usePreviewSettings } from "../components/builder/use-preview-settings";
import { useSiteGeneration } from "../components/builder/use-site-generation";
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

type Stage = "idle" | "zipping" | "zip-failed";

function download(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function WebsiteBuilderPage() {
  const draft = useBuilderDraft();
  const site = useSiteGeneration(draft.config, draft.assets);
  const { files } = site;
  const [stage, setStage] = useState<Stage>("idle");
  // Errors show for fields the user has left, and for all of them after Generate.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const preview = usePreviewSettings();
  const history = useConfigHistory(draft.config, draft.setConfig, draft.ready);
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<string>>(new Set());
  const noteImageCheck = useCallback((value: string, loads: boolean) => {
    setBrokenImages((current) => {
      if (current.has(value) !== loads) return current;
      const next = new Set(current);
      if (loads) next.delete(value);
      else next.add(value);
      return next;
    });
  }, []);
  const checklist = useMemo(
    () => siteChecklist(draft.config, site.errors, brokenImages),
    [draft.config, site.errors, brokenImages],
  );
  const shownErrors = useMemo(
    () =>
      new Map([...site.errors].filter(([path]) => submitted || touched.has(path))) as ReadonlyMap<
        string,
        string
      >,
    [site.errors, submitted, touched],
  );

  // Runs after the messages are on screen, so the first marked field can take focus.
  useEffect(() => {
    if (focusRequest > 0) focusFirstProblem(formRef.current);
  }, [focusRequest]);

  // A preview that was on screen before a reload comes back once the draft and its files are.
  const { restored } = draft;
  const { shown, loaded: previewLoaded } = preview;
  const { generate } = site;
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || !restored || !previewLoaded) return;
    reopened.current = true;
    if (shown) generate();
  }, [restored, previewLoaded, shown, generate]);

  function generateWebsite(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!site.valid) {
      setFocusRequest((n) => n + 1);
      return;
    }
    if (site.generate()) preview.change({ shown: true });
  }

  function markTouched(event: React.FocusEvent<HTMLFormElement>) {
    const name = (event.target as EventTarget as HTMLInputElement).name;
    if (name && !touched.has(name)) setTouched(new Set(touched).add(name));
  }

  async function downloadZip() {
    if (!files || site.stale) return;
    setStage("zipping");
    try {
      // The same site as the preview, plus the template's font files for the archive.
      // The zipper (fflate) loads only when someone downloads.
      const [fonts, icons, { ARCHIVE_NAME, zipSiteAsync }] = await Promise.all([
        loadTemplateFonts(draft.config.template),
        makeIcons(draft.config, draft.assets),
        import("@pixelforge/sitegen/zip-site"),
      ]);
      download(
        await zipSiteAsync(renderSite(draft.config, draft.assets, { fonts, icons })),
        ARCHIVE_NAME,
      );
      setStage("idle");
    } catch {
      setStage("zip-failed");
    }
  }

  const busy = stage === "zipping";
  return (
    <div className="bg-ink">
      <PageHero
        eyebrow="Website Builder"
        title="SaaS Website Builder"
        lead="Fill in the form, press Generate Website, preview all six pages and download them as a ZIP you can host anywhere. Your draft is saved in this browser as you type; signed in, you can keep sites in your account too."
      />
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <AccountSites draft={draft} valid={site.valid} />
          <form
            ref={formRef}
            noValidate
            onSubmit={generateWebsite}
            onBlur={markTouched}
            aria-label="Website details"
            className="min-w-0 rounded-3xl bg-ink-800 p-5 ring-1 ring-white/10 sm:p-8"
          >
            {draft.lostUploads.length > 0 && (
              <p role="alert" className="mb-6 rounded-xl bg-amber/10 p-4 text-sm text-amber">
                The page was left before{" "}
                {draft.lostUploads.map((name) => name.replace(/^assets\//, "")).join(", ")}{" "}
                {draft.lostUploads.length === 1 ? "was" : "were"} saved. Upload{" "}
                {draft.lostUploads.length === 1 ? "it" : "them"} again.
              </p>
            )}
            <div className="mb-8 flex flex-wrap items-start gap-3 border-b border-white/10 pb-6">
              <button
                type="button"
                className="btn-ghost-light"
                onClick={history.undo}
                disabled={!history.canUndo}
                aria-keyshortcuts="Control+Z Meta+Z"
              >
                Undo
              </button>
              <button
                type="button"
                className="btn-ghost-light"
                onClick={history.redo}
                disabled={!history.canRedo}
                aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
              >
                Redo
              </button>
              <OpenSavedSite
                onOpen={async (config, assets) => {
                  await draft.load(config, assets);
                  // Another site now fills the form: saving must not overwrite the linked one.
                  linkedSite.forget();
                }}
              />
            </div>
            {/* Disabled until the saved draft is back, so nothing typed is overwritten by it. */}
            <fieldset disabled={!draft.ready} className="min-w-0">
              <BuilderForm draft={draft} errors={shownErrors} onImageCheck={noteImageCheck} />
            </fieldset>
            <div className="mt-10 flex flex-wrap items-center gap-4 border-t border-white/10 pt-6">
              <button type="submit" className="btn-amber" disabled={busy || !draft.ready}>
                Generate Website
              </button>
              {submitted && shownErrors.size > 0 && (
                <p role="alert" className="text-sm font-semibold text-rose-300">
                  {shownErrors.size === 1
                    ? "One field needs a fix"
                    : `${shownErrors.size} fields need a fix`}{" "}
                  before the website can be generated.
                </p>
              )}
              <button
                type="button"
                className="btn-ghost-light"
                onClick={async () => {
                  if (!window.confirm("Start over? This clears the form and your uploaded files."))
                    return;
                  await draft.reset();
                  linkedSite.forget();
                  site.clear();
                  preview.change({ shown: false });
                  setSubmitted(false);
                  setTouched(new Set());
                  setStage("idle");
                }}
              >
                Reset
              </button>
            </div>
          </form>
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div aria-live="polite" className="mb-4">
            {site.failed && (
              <FormStatus kind="error">
                The website could not be generated. Check the marked fields and try again.
              </FormStatus>
            )}
            {stage === "zip-failed" && (
              <FormStatus kind="error">
                The ZIP could not be created. Try again, or remove very large files.
              </FormStatus>
            )}
            {files && site.stale && (
              <p role="status" className="rounded-xl bg-amber/10 px-4 py-3 text-sm text-amber">
                {site.valid
                  ? "Updating the preview…"
                  : "The preview is out of date: fix the marked fields to update it."}
              </p>
            )}
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
                <button
                  type="button"
                  className="btn-amber"
                  onClick={downloadZip}
                  disabled={busy || site.stale}
                >
                  {stage === "zipping" ? "Zipping…" : "Download ZIP"}
                </button>
              </div>
              <Checklist items={checklist} onUseColor={(color) => draft.update("color", color)} />
              <SitePreview files={files} settings={preview} />
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
