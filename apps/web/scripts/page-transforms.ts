/**
 * What scripts/postbuild.ts does to every prerendered page, so its first paint needs the
 * HTML alone (decision 018).
 */

/**
 * Puts the site's one stylesheet into the page as a `<style>`, so the first paint waits for
 * the HTML alone instead of a second request. The `<link>` React Router rendered stays, for
 * hydration to find it, but `disabled`: the browser neither fetches nor applies it, and React
 * Router sees the stylesheet as present on client-side navigation. (CSP: style-src allows
 * inline styles.)
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g,
    (_link, href: string) => {
      const css = readCss(href);
      return `${fontPreloads(css)}<style>${css.replace(/<\/style/gi, "<\\/style")}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    },
  );
}

/**
 * The fonts the stylesheet's @font-face rules name (Inter, latin subset): preloaded so they
 * arrive with the HTML rather than once the styles are computed. Written here rather than
 * by root.tsx, which would cost the page a JavaScript module holding the hashed address.
 */
function fontPreloads(css: string): string {
  const urls = new Set(
    [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1] as string),
  );
  return [...urls]
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`)
    .join("");
}

/** What a prerendered page loads to hydrate (decision 023), read from the pages' build. */
export interface PageScripts {
  /** app/multipage/entry.tsx, built: exports hydratePage. */
  entry: string;
  /** The page's route module, built: its default export is the page. */
  route: string;
  /** Both, and every module they import, for module preloads. */
  modules: readonly string[];
}

/** Where React Router's `<Scripts />` output starts: its context, then its modules. */
export const ROUTER_SCRIPTS = "<script>window.__reactRouterContext";

/**
 * Replaces React Router's scripts with the page's own (decision 023). The page's
 * JavaScript is for interaction, not for its first paint, which needs the HTML alone
 * (styles are inline; decision 018): on a slow link, module preloads of high priority in
 * the head share it with the HTML and the font, and Lighthouse counts every script that
 * ends before the paint as holding it back. So the preloads leave the head, and the page's
 * modules are asked for once the browser reports its first paint (at the load event in a
 * browser that does not report paints), then the page hydrates `#page`. No timer is
 * involved, so a page whose clock is stopped still hydrates.
 *
 * React Router's output (its context, bootstrap, streamed state and React's streaming
 * runtime) is the last thing in `<body>`: everything from its first script to `</body>`
 * goes.
 */
export function hydratePageAfterFirstPaint(html: string, scripts: PageScripts): string {
  const start = html.indexOf(ROUTER_SCRIPTS);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) {
    throw new Error("postbuild: React Router's scripts are not where a prerendered page has them");
  }
  const script = [
    "let started=false;const start=()=>{if(started)return;started=true;",
    `for(const href of ${JSON.stringify(scripts.modules)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}`,
    `Promise.all([import(${JSON.stringify(scripts.entry)}),import(${JSON.stringify(scripts.route)})]).then(([page,route])=>page.hydratePage(route.default))};`,
    // The load event can come before the first paint: it is the signal only for a browser
    // that does not report paints.
    'if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(start).observe({type:"paint",buffered:true});else addEventListener("load",start);',
  ].join("");
  return `${html.slice(0, start).replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")}<script type="module">${script}</script>${html.slice(end)}`;
}
