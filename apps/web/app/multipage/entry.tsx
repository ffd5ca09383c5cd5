/**
 * The browser entry of every prerendered page (decision 023): hydrates the page's content
 * in `#page` with the same tree React Router prerendered (root.tsx's App), and no router.
 */
import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageTree } from "./page-tree";

export function hydratePage(Page: ComponentType) {
  const container = document.getElementById("page");
  if (!container) return;
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (React Router's entry does the same).
  startTransition(() => {
    hydrateRoot(container, <PageTree Page={Page} />);
  });
}
