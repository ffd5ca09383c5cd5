import type { Project } from "@pixelforge/contracts/projects";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillProjectPage, renderProjectList } from "../../multipage/project-pages.server";
import { PROJECT_LIST_DATA_ID, ProjectList, type ProjectListProps } from "./project-list";

const project = (id: number, title: string): Project => ({
  id,
  service: "seo",
  title,
  image: "/images/projects/harbour.svg",
  description: `${title} grew its visits.`,
  tags: ["Local SEO"],
  projectLink: null,
});

const props: ProjectListProps = {
  service: "seo",
  kind: "SEO",
  loadingText: "Loading SEO projects...",
  notice: "whenEmpty",
};

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

/** The page's JSON as the server writes it (decision 024). */
function embed(service: string, json: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PROJECT_LIST_DATA_ID;
  script.dataset.service = service;
  script.textContent = json;
  document.body.append(script);
}

const show = (extra: Partial<ProjectListProps> = {}) =>
  render(
    <MemoryRouter>
      <ProjectList {...props} {...extra} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById(PROJECT_LIST_DATA_ID)?.remove();
});

describe("ProjectList", () => {
  it("starts from the list the server wrote into the page, and fetches nothing", () => {
    const fetch = answer({ projects: [] });
    vi.stubGlobal("fetch", fetch);
    embed("seo", JSON.stringify({ projects: [project(1, "Harbour Cafe")] }));
    show();
    expect(screen.getByRole("heading", { name: "Harbour Cafe" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the notice at once when the server's list is empty", () => {
    vi.stubGlobal("fetch", answer({ projects: [] }));
    embed("seo", JSON.stringify({ projects: [] }));
    show();
    expect(screen.getByTestId("under-development")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("loads the list itself when the page has none, or one for another page, or a bad one", async () => {
    for (const [service, json] of [
      [undefined, ""],
      ["logo-design", JSON.stringify({ projects: [project(2, "Other page")] })],
      ["seo", "{not json"],
      ["seo", JSON.stringify({ projects: [{ id: "x" }] })],
    ] as const) {
      if (service) embed(service, json);
      const fetch = answer({ projects: [project(3, "Fetched")] });
      vi.stubGlobal("fetch", fetch);
      const view = show();
      expect(screen.getByRole("status").textContent).toBe("Loading SEO projects...");
      expect(await screen.findByRole("heading", { name: "Fetched" })).toBeTruthy();
      expect(screen.queryByRole("status")).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
      view.unmount();
      document.getElementById(PROJECT_LIST_DATA_ID)?.remove();
    }
  });

  it("ends loading on a failed fetch, logs the spec's message and offers Retry", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    show();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByTestId("under-development")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Failed to fetch SEO projects", expect.any(Error));

    vi.stubGlobal("fetch", answer({ projects: [project(4, "Back again")] }));
    screen.getByRole("button", { name: "Retry" }).click();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Back again" })).toBeTruthy());
  });
});

describe("the server's renderer of the portfolio pages", () => {
  const page = (list: string) =>
    `<html><head><link rel="preload" href="/api/projects?service=seo" as="fetch" crossorigin="anonymous"/></head><body><main>${list}</main><script type="module">hydrate()</script></body></html>`;

  it("puts the cards where the page said Loading, and the list as JSON before </body>", () => {
    const filled = fillProjectPage(page(renderProjectList("seo")), "seo", [
      project(1, "Harbour Cafe"),
    ]);
    expect(filled).toBeDefined();
    expect(filled).not.toContain("Loading SEO projects...");
    expect(filled).toContain(">Harbour Cafe</h2>");
    // The early request for the list would go unused.
    expect(filled).not.toContain("/api/projects");
    expect(filled).toMatch(
      new RegExp(
        `<script type="application/json" id="${PROJECT_LIST_DATA_ID}" data-service="seo">\\{"projects":\\[\\{"id":1,.*\\}\\]\\}</script></body></html>$`,
      ),
    );
  });

  it("writes hostile text as text: nothing closes the JSON's element or becomes markup", () => {
    const hostile = '</script><img src=x onerror="alert(1)"><!--';
    const filled = fillProjectPage(page(renderProjectList("seo")), "seo", [
      { ...project(1, hostile), description: "\u2028line" },
    ]) as string;
    expect(filled).not.toContain("<img src=x");
    expect(filled.match(/<\/script>/g)).toHaveLength(2);
    const json = /id="project-list-data" data-service="seo">([^<]*)<\/script>/.exec(filled)?.[1];
    expect(JSON.parse(json ?? "").projects[0].title).toBe(hostile);
  });

  it("leaves a page alone that is not the one it knows", () => {
    expect(fillProjectPage(page("<p>Something else</p>"), "seo", [])).toBeUndefined();
    expect(fillProjectPage(page(renderProjectList("ui-ux-design")), "seo", [])).toBeUndefined();
  });
});
