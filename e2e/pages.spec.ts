import { sitePages } from "../apps/web/app/site-map";
import { expect, test } from "./fixtures";

const served = sitePages.filter((p) => !["/landing-page", "/register"].includes(p.path));

test.describe("every page is prerendered with its own metadata", () => {
  for (const { path } of served) {
    test(`${path} has a title, description, canonical and JSON-LD in its HTML`, async ({
      request,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBeDefined();
      expect(canonical).toBe(canonical?.toLowerCase());
      expect(html).toContain('property="og:locale" content="en_IN"');
      expect(html).toMatch(/"@type":"(WebPage|Article)"/);
      expect(res.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    });
  }
});

test("alias paths share one lower-case canonical", async ({ request }) => {
  const canonical = async (path: string) =>
    (await (await request.get(path)).text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(await canonical("/Portfolio")).toBe(await canonical("/portfolio"));
  expect(await canonical("/whychooseus")).toBe(await canonical("/why-choose-us"));
  expect(await canonical("/services")).toBe(await canonical("/OurServices"));
  const title = async (path: string) =>
    (await (await request.get(path)).text()).match(/<title>([^<]+)/)?.[1];
  expect(await title("/whychooseus")).not.toBe(await title("/why-choose-us"));
  expect(await title("/services")).not.toBe(await title("/OurServices"));
});

test("moved addresses redirect", async ({ request }) => {
  const landing = await request.get("/landing-page", { maxRedirects: 0 });
  expect(landing.status()).toBe(301);
  expect(landing.headers().location).toBe("/");
  const register = await request.get("/register", { maxRedirects: 0 });
  expect(register.headers().location).toBe("/signup");
});

test("an unknown page answers 404 with a real page", async ({ page }) => {
  const res = await page.goto("/this/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API path answers JSON 404", async ({ request }) => {
  const res = await request.get("/api/nothing-here");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found: GET /api/nothing-here" });
});

test("sitemap.xml, robots.txt and the favicon are served", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://pixelforge.studio/about</loc>");
  expect(sitemap).not.toContain("whychooseus");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
});

test("hashed assets are cached for a year and compressed", async ({ request, page }) => {
  await page.goto("/");
  const script = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  const res = await request.get(src ?? "", { headers: { "accept-encoding": "br" } });
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-encoding"]).toBe("br");
});

test("every page is served with strict security headers", async ({ request }) => {
  for (const path of ["/", "/about", "/WebSiteBuilder", "/login", "/no-such-page"]) {
    const headers = (await request.get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  }
});

test("a content page's scripts hold no form schemas (zod loads with a form, not with the shell)", async ({
  page,
}) => {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  });
  for (const path of ["/", "/about", "/services"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // Read afterwards: a response's body is gone from the page once it has navigated on.
  const loaded = await Promise.all(
    [...urls].map(async (url) => ({
      url,
      zod: (await (await page.request.get(url)).text()).includes("ZodError"),
    })),
  );
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((script) => script.zod).map((script) => script.url)).toEqual([]);
});
