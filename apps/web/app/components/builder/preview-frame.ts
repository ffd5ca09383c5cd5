import type { PageFile } from "@pixelforge/sitegen/layout";
import { PAGES } from "@pixelforge/sitegen/layout";

/**
 * Gives the preview page, from the outside, the parts of its own script that matter for a
 * look: links to other pages switch the preview, the phone menu opens, reveals are shown.
 * The frame is sandboxed with allow-same-origin but without allow-scripts: nothing in it
 * runs, and this app can reach into it (and its fonts load from this origin).
 */
export function wirePreviewFrame(doc: Document, navigate: (page: PageFile) => void): void {
  doc.documentElement.classList.add("js");
  for (const el of doc.querySelectorAll(".reveal")) el.classList.add("is-visible");
  const toggle = doc.querySelector(".menu-toggle");
  const nav = doc.getElementById("site-nav");
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    if (toggle && target?.closest(".menu-toggle")) {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      nav?.classList.toggle("is-open", open);
      return;
    }
    const link = target?.closest("a");
    if (!link) return;
    event.preventDefault();
    const page = PAGES.find((p) => p.file === link.getAttribute("data-page"));
    if (page) navigate(page.file);
    else if (link.hash) doc.querySelector(link.hash)?.scrollIntoView();
  });
}
