import { describe, expect, it } from "vitest";
import { inlineStylesheets, startScriptsAfterFirstPaint } from "./page-transforms";

// The shape React Router 7.18 prerenders (trimmed).
const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/about-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/>',
  "</head><body><main>About</main>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/about-4.js";\n',
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("inlineStylesheets", () => {
  const css = "@font-face{src:url(/assets/inter-6.woff2)}body{color:red}";
  const html = inlineStylesheets(page, () => css);

  it("puts the stylesheet in the page and keeps its link disabled for hydration", () => {
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css" disabled=""/>');
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
  });

  it("preloads the fonts the stylesheet names", () => {
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-6.woff2" as="font" type="font/woff2" crossorigin=""/>',
    );
  });

  it("cannot be closed early by the stylesheet's text", () => {
    const hostile = inlineStylesheets(page, () => 'a::after{content:"</style><script>"}');
    expect(hostile.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe("startScriptsAfterFirstPaint", () => {
  const html = startScriptsAfterFirstPaint(page);
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("takes the module preloads out of the head", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('async="">import');
  });

  it("starts at the first paint (the load event where paints are not reported), with no timer", () => {
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('else addEventListener("load",start)');
    expect(script).not.toMatch(/setTimeout|requestAnimationFrame/);
  });

  it("preloads the same modules, imports them in order, then hydrates", () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/about-4.js"]',
    );
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/about-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/about":route1}',
    );
  });

  it("runs once, at the first paint", async () => {
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    let observed: (() => void) | undefined;
    const context = {
      document: { createElement: () => ({}), head: { append: () => {} } },
      window: {} as Record<string, unknown>,
      addEventListener: (name: string, fn: () => void) => {
        listeners[name] = fn;
      },
      PerformanceObserver: class {
        static supportedEntryTypes = ["paint"];
        constructor(fn: () => void) {
          observed = fn;
        }
        observe() {}
      },
      load: async (href: string) => {
        imported.push(href);
        return { href };
      },
    };
    const run = new Function(...Object.keys(context), script.replace(/\bimport\(/g, "load(")) as (
      ...args: unknown[]
    ) => void;
    run(...Object.values(context));
    expect(imported).toEqual([]);
    expect(listeners.load).toBeUndefined();
    observed?.();
    observed?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toHaveLength(4);
    expect(Object.keys(context.window.__reactRouterRouteModules as object)).toEqual([
      "root",
      "routes/about",
    ]);
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    expect(startScriptsAfterFirstPaint("<html><body>plain</body></html>")).toBe(
      "<html><body>plain</body></html>",
    );
  });
});
