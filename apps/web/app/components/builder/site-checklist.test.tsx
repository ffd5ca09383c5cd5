import { contrastRatio } from "@pixelforge/sitegen/colour";
import { siteConfig } from "@pixelforge/sitegen/site-config";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Checklist } from "./checklist";
import { siteChecklist } from "./site-checklist";
import { siteErrors } from "./site-errors";

// As the form holds it while the user is still typing: the e-mail address is not valid yet.
const config = {
  ...siteConfig.parse({
    template: "warm",
    enableDarkMode: false,
    color: "#FDE047",
    products: [{ title: "Cake", img: "https://img.example/cake.jpg" }],
  }),
  contactEmail: "hello@crumbandco",
};

describe("the checklist before download", () => {
  const items = siteChecklist(
    config,
    siteErrors(config),
    new Set(["https://img.example/cake.jpg"]),
  );
  const texts = items.map((item) => item.text).join("\n");

  it("names missing alt text, weak contrast, empty sections, a bad address and broken pictures", () => {
    expect(texts).toMatch(/Product 1's picture has no description/);
    expect(texts).toMatch(/accent colour #FDE047 reads poorly/);
    expect(texts).toMatch(/Blog Posts is empty/);
    expect(texts).toMatch(/contact e-mail address is not valid/);
    expect(texts).toMatch(/did not load: https:\/\/img\.example\/cake\.jpg/);
  });

  it("names every picture without alt text that is not marked decorative", () => {
    const pictures = siteConfig.parse({
      heroMedia: "https://img.example/hero.jpg",
      logo: "https://img.example/logo.png",
      testimonials: [
        { quote: "Lovely", name: "Asha", photo: "https://img.example/asha.jpg" },
        { quote: "Great", name: "Ravi", photo: "https://img.example/ravi.jpg", photoAlt: "Ravi" },
      ],
      products: [{ title: "Cake", img: "https://img.example/cake.jpg", imgDecorative: true }],
    });
    const ids = (c: typeof pictures) =>
      siteChecklist(c, siteErrors(c), new Set())
        .map((item) => item.id)
        .filter((id) => /Alt$|\.alt$/.test(id));
    expect(ids(pictures)).toEqual(["heroAlt", "logoAlt", "testimonials.0.photoAlt"]);
    expect(ids({ ...pictures, heroDecorative: true, logoAlt: "Crumb & Co. logo" })).toEqual([
      "testimonials.0.photoAlt",
    ]);
    // A video hero has no alt text to write.
    expect(ids({ ...pictures, heroMedia: "https://img.example/intro.mp4" })).not.toContain(
      "heroAlt",
    );
  });

  it("suggests the nearest accent that passes 4.5:1 on the template's backgrounds", () => {
    const suggestion = items.find((item) => item.id === "color")?.suggestedColor ?? "";
    expect(contrastRatio(suggestion, "#FBF6EF")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggestion, "#F2E8DA")).toBeGreaterThanOrEqual(4.5);
  });

  it("moves focus to the field that fixes an item", () => {
    const onUseColor = vi.fn();
    render(
      <>
        <input name="products.0.imgAlt" aria-label="alt" />
        <Checklist items={items} onUseColor={onUseColor} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: /Fix.*Product 1's picture/ }));
    expect(document.activeElement).toBe(screen.getByLabelText("alt"));
    fireEvent.click(screen.getByRole("button", { name: /^Use #/ }));
    expect(onUseColor).toHaveBeenCalledWith(items.find((i) => i.id === "color")?.suggestedColor);
  });
});
