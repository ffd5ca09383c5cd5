import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown>;

describe("pageMeta", () => {
  it("writes a lower-case canonical on the public origin", () => {
    const meta = pageMeta({ path: "/Portfolio", title: "Portfolio" });
    expect(find(meta, "rel", "canonical").href).toBe("https://pixelforge.studio/portfolio");
    expect(find(meta, "property", "og:url").content).toBe("https://pixelforge.studio/portfolio");
  });

  it("uses the agency defaults and the en_IN locale", () => {
    const meta = pageMeta({ path: "/" });
    expect(meta[0]).toEqual({
      title: expect.stringMatching(/Web Development, SEO, UI\/UX & Logo/),
    });
    expect(find(meta, "property", "og:locale").content).toBe("en_IN");
    expect(find(meta, "name", "twitter:site").content).toBe("@pixelforgestudio");
    expect(find(meta, "rel", "canonical").href).toBe("https://pixelforge.studio/");
  });

  it("describes a WebPage, or an Article for article pages", () => {
    const jsonLd = (type?: "article") =>
      (
        pageMeta({ path: "/guides", title: "Guides", type }).find((m) => "script:ld+json" in m) as {
          "script:ld+json": { "@type": string };
        }
      )["script:ld+json"]["@type"];
    expect(jsonLd()).toBe("WebPage");
    expect(jsonLd("article")).toBe("Article");
  });
});
