import { type ComponentType, createElement, Fragment, type ReactNode } from "react";
import { SiteShell } from "../components/layout/site-shell";
import { AuthProvider } from "../lib/auth";

/**
 * `child` as item `index` of a list of `length`. React derives useId's values from where a
 * component sits among its siblings on the way from the root; React Router's prerender
 * puts the page below a few such lists (its router and stream, `<html>`'s head and body,
 * `<body>`'s page and scripts), so the hydrated tree keeps the same places and every id
 * (a label's `for`, a panel's `aria-controls`) matches the prerendered one.
 */
function at(length: number, index: number, child: ReactNode): ReactNode {
  const children = Array.from({ length }, (_, i) => (i === index ? child : null));
  return createElement(Fragment, null, ...children);
}

/**
 * (length, index) of each list between React Router's root and root.tsx's `#page`, read from
 * a prerendered page's ids; scripts/postbuild.ts fails the build if a page's markup differs.
 */
const PRERENDER_PATH: ReadonlyArray<readonly [number, number]> = [
  [2, 0], // ServerRouter: the router, then the stream of its state
  [2, 0], // StaticRouterProvider: the router, then its hydration script
  [2, 1], // <html>: <head>, then <body>
  [2, 0], // <body>: #page, then <Scripts />
];

export function PageTree({ Page }: { Page: ComponentType }) {
  const content = (
    <AuthProvider>
      <SiteShell>
        <Page />
      </SiteShell>
    </AuthProvider>
  );
  return PRERENDER_PATH.reduceRight<ReactNode>(
    (child, [length, index]) => at(length, index, child),
    content,
  );
}
