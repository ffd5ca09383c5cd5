/**
 * The browser entry of every prerendered page (decision 023): hydrates the page's content
 * in `#page` with the same tree React Router prerendered (root.tsx's App), and no router.
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageTree } from "./page-tree";

export function hydratePage(Page: ComponentType) {
  const container = document.getElementById("page");
  if (container) hydrateRoot(container, <PageTree Page={Page} />);
}
