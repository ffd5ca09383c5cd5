import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import * as ReactRouter from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as Stand from "./router";

/** React Router's markup for `element` at `path`. */
function routerMarkup(path: string, element: ReactElement) {
  const router = ReactRouter.createMemoryRouter([{ path: "*", element }], {
    initialEntries: [path],
  });
  return renderToString(<ReactRouter.RouterProvider router={router} />);
}

function standMarkup(path: string, element: ReactElement) {
  window.history.replaceState(null, "", path);
  return renderToString(element);
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");

describe("the pages' stand-in for React Router", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("writes a link as React Router does, so a prerendered page hydrates without a difference", () => {
    for (const [path, to] of [
      ["/", "/about"],
      ["/about", "/login?next=/account"],
      ["/contact", "mailto:hello@example.com"],
      ["/contact", "https://example.com/"],
    ] as const) {
      expect(
        standMarkup(
          path,
          <Stand.Link to={to} className="c" aria-label="x">
            text
          </Stand.Link>,
        ),
      ).toBe(
        routerMarkup(
          path,
          <ReactRouter.Link to={to} className="c" aria-label="x">
            text
          </ReactRouter.Link>,
        ),
      );
    }
  });

  it("marks the current page's nav link as React Router does, case and trailing slash aside", () => {
    const cases = [
      ["/", "/", true],
      ["/about", "/", false],
      ["/about", "/", false, false],
      ["/portfolio/seo", "/portfolio", false],
      ["/portfolio/seo", "/portfolio", true],
      ["/Portfolio", "/portfolio", true],
      ["/portfolio", "/Portfolio", true],
      ["/about/", "/about", true],
    ] as const;
    for (const [path, to, end, functional = true] of cases) {
      const link = (NavLink: typeof Stand.NavLink | typeof ReactRouter.NavLink) => (
        <NavLink to={to} end={end} className={functional ? navClass : "plain"}>
          link
        </NavLink>
      );
      const [stand, real] = [link(Stand.NavLink), link(ReactRouter.NavLink)];
      expect(standMarkup(path, stand), `${to} at ${path}`).toBe(routerMarkup(path, real));
    }
  });

  it("reads search parameters and replaces them in the address", () => {
    window.history.replaceState(null, "", "/account?verify=abc");
    function Verify() {
      const [params, setParams] = Stand.useSearchParams();
      return (
        <button type="button" onClick={() => setParams({}, { replace: true })}>
          {params.get("verify") ?? "none"}
        </button>
      );
    }
    render(<Verify />);
    expect(screen.getByRole("button").textContent).toBe("abc");
    act(() => fireEvent.click(screen.getByRole("button")));
    expect(screen.getByRole("button").textContent).toBe("none");
    expect(window.location.pathname + window.location.search).toBe("/account");
  });
});
