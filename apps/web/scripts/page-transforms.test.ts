import { describe, expect, it } from "vitest";
import { hydratePageAfterFirstPaint, inlineStylesheets } from "./page-transforms";

// The shape React Router 7.18 prerenders (trimmed).
const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/about-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/>',
  '</head><body><div id="page" class="contents"><main>About</main></div>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/about-4.js";\n',
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$--><script>$RC("B:0","S:0")</script>',
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

describe("hydratePageAfterFirstPaint", () => {
  const scripts = {
    entry: "/assets/entry-7.js",
    route: "/assets/about-8.js",
    modules: ["/assets/entry-7.js", "/assets/react-9.js", "/assets/about-8.js"],
  };
  const html = hydratePageAfterFirstPaint(page, scripts);
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("takes React Router's scripts and module preloads out of the page", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain("__reactRouter");
    expect(html).not.toContain("$RC");
    expect(html).not.toContain('<template id="B:0">');
    expect(html).toContain('<div id="page" class="contents"><main>About</main></div>');
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("starts at the first paint (the load event where paints are not reported), with no timer", () => {
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('else addEventListener("load",start)');
    expect(script).not.toMatch(/setTimeout|requestAnimationFrame/);
  });

  it("runs once, at the first paint: preloads the page's modules, then hydrates the page", async () => {
    const imported: string[] = [];
    const preloaded: string[] = [];
    const hydrated: unknown[] = [];
    const listeners: Record<string, () => void> = {};
    let observed: (() => void) | undefined;
    const context = {
      document: {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => preloaded.push(link.href) },
      },
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
        return href === scripts.entry
          ? { hydratePage: (page: unknown) => hydrated.push(page) }
          : { default: "About" };
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
    expect(preloaded).toEqual(scripts.modules);
    expect(imported).toEqual([scripts.entry, scripts.route]);
    expect(hydrated).toEqual(["About"]);
  });

  it("refuses a page whose React Router scripts are missing", () => {
    expect(() => hydratePageAfterFirstPaint("<html><body>plain</body></html>", scripts)).toThrow(
      /React Router's scripts/,
    );
  });
});
