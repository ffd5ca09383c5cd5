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

/**
 * The page's JavaScript is for interaction, not for its first paint, which needs the HTML
 * alone (styles are inline). React Router's bootstrap asks for every module at once, with
 * module preloads of high priority in the head: on a slow link they share it with the HTML
 * and the font, and Lighthouse counts every script that ends before the paint as holding it
 * back. So the preloads leave the head, and the bootstrap starts once the browser reports
 * its first paint (at the load event in a browser that does not report paints): it
 * preloads the same modules in parallel, then imports them in React Router's order and
 * hydrates as before. No timer is involved, so a page whose clock is stopped still hydrates.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (m) => m[1] as string,
  );
  const bootstrap = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/);
  if (!bootstrap || preloads.length === 0) return html;
  const body = bootstrap[1] as string;
  const order: string[] = [];
  const names: string[] = [];
  for (const m of body.matchAll(/^import (?:\* as (\w+) from )?"([^"]+)";$/gm)) {
    order.push(m[2] as string);
    names.push(m[1] ?? "_");
  }
  const modules = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/^import\("([^"]+)"\);$/m)?.[1];
  if (!modules || !entry || order.length === 0) {
    throw new Error("postbuild: React Router's bootstrap script has an unexpected shape");
  }
  const script = [
    "let started=false;const start=()=>{if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}`,
    // One after the other, as the static imports evaluated.
    `(async()=>{${order.map((href, i) => `const ${names[i] === "_" ? `_${i}` : names[i]}=await import(${JSON.stringify(href)});`).join("")}`,
    `window.__reactRouterRouteModules=${modules};await import(${JSON.stringify(entry)})})()};`,
    // No timers: a page whose clock is stopped (a test's) still hydrates.
    // The load event can come before the first paint: it is the signal only for a browser
    // that does not report paints.
    'if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(start).observe({type:"paint",buffered:true});else addEventListener("load",start);',
  ].join("");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(bootstrap[0], `<script type="module">${script}</script>`);
}
