import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PortfolioCarousel } from "./portfolio-carousel";
import { ReviewSlider } from "./review-slider";
import { CAROUSEL_INTERVAL_MS } from "./rotation";
import { ServicesAccordion } from "./services-accordion";

function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

function mockViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("min-width: 1024px") ? desktop : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const slugs = () => screen.getAllByTestId("portfolio-card").map((card) => card.dataset.slug);

describe("ServicesAccordion", () => {
  it("opens one card at a time and closes the open card on a second click", () => {
    render(<ServicesAccordion />);
    const web = screen.getByRole("button", { name: /^Web Development/ });
    const seo = screen.getByRole("button", { name: /^SEO/ });
    fireEvent.click(web);
    expect(web.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Shopify")).toBeTruthy();
    fireEvent.click(seo);
    expect(web.getAttribute("aria-expanded")).toBe("false");
    expect(seo.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(seo);
    expect(
      screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false"),
    ).toBe(true);
  });

  it("replaces a logo that fails to load with the fallback icon", () => {
    render(<ServicesAccordion />);
    fireEvent.click(screen.getByRole("button", { name: /^Web Development/ }));
    const item = screen.getByText("Shopify").closest("li") as HTMLElement;
    const logo = item.querySelector("img") as HTMLImageElement;
    expect(logo.getAttribute("src")).toBe("/images/brands/shopify.svg");
    expect(within(item).queryByTestId("fallback-icon")).toBeNull();
    fireEvent.error(logo);
    expect(within(item).getByTestId("fallback-icon")).toBeTruthy();
  });

  it("shows the fallback icon for sub-services without a brand logo", () => {
    render(<ServicesAccordion />);
    fireEvent.click(screen.getByRole("button", { name: /^UI\/UX Design/ }));
    const item = screen.getByText("UX Research").closest("li");
    expect(item && within(item).getByTestId("fallback-icon")).toBeTruthy();
  });
});

describe("PortfolioCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rotates every 3.5 s on desktop and pauses while hovered", () => {
    mockViewport(true);
    renderInRouter(<PortfolioCarousel />);
    expect(slugs()).toEqual(["web-development", "logo-design", "seo", "ui-ux-design"]);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slugs()).toEqual(["logo-design", "seo", "ui-ux-design", "web-development"]);
    fireEvent.mouseEnter(screen.getAllByTestId("portfolio-card")[0] as HTMLElement);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slugs()[0]).toBe("logo-design");
  });

  it("does not rotate on small screens", () => {
    mockViewport(false);
    renderInRouter(<PortfolioCarousel />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slugs()[0]).toBe("web-development");
  });

  it("rotates forward with the right arrow and backward with the left", () => {
    mockViewport(true);
    renderInRouter(<PortfolioCarousel />);
    fireEvent.click(screen.getByRole("button", { name: "Scroll right" }));
    expect(slugs()[0]).toBe("logo-design");
    fireEvent.click(screen.getByRole("button", { name: "Scroll left" }));
    fireEvent.click(screen.getByRole("button", { name: "Scroll left" }));
    expect(slugs()[0]).toBe("ui-ux-design");
  });

  it("labels every card and links it to its service page", () => {
    mockViewport(false);
    renderInRouter(<PortfolioCarousel />);
    expect(screen.getByRole("link", { name: "View SEO portfolio" }).getAttribute("href")).toBe(
      "/portfolio/seo",
    );
  });
});

describe("ReviewSlider", () => {
  it("wraps around at both ends and shows no stars for unrated reviews", () => {
    render(<ReviewSlider />);
    const track = screen.getByTestId("review-track");
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }));
    expect(track.dataset.index).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "Next review" }));
    expect(track.dataset.index).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Show review 3 of 3" }));
    expect(track.dataset.index).toBe("2");
    expect(screen.queryByLabelText(/Rated/)).toBeNull();
  });
});
