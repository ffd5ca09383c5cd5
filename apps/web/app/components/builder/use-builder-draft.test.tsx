import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assetStore } from "./asset-store";
import { emptyConfig, useBuilderDraft } from "./use-builder-draft";

vi.mock("./asset-store", () => ({
  assetStore: { all: vi.fn(async () => []), save: vi.fn(async () => {}), clear: vi.fn() },
}));

const DRAFT_KEY = "pf_builder_draft_v1";
const savedTitle = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}").websiteTitle;

describe("useBuilderDraft", () => {
  beforeEach(() => localStorage.clear());

  it("writes each change to localStorage in the same task as the change", async () => {
    const { result } = renderHook(() => useBuilderDraft());
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.update("websiteTitle", "Crumb & Co."));
    // No timer, no await: a reload right now must find the change.
    expect(savedTitle()).toBe("Crumb & Co.");
  });

  it("is not ready before the saved draft is back, then shows it", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...emptyConfig(), websiteTitle: "Saved" }));
    const { result } = renderHook(() => useBuilderDraft());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.config.websiteTitle).toBe("Saved");
    expect(savedTitle()).toBe("Saved");
  });

  it("reports uploads the browser had not stored when the page was left", async () => {
    vi.mocked(assetStore.all).mockResolvedValueOnce([
      { name: "assets/kept.png", type: "image/png", bytes: new Uint8Array([1]) },
    ]);
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ ...emptyConfig(), heroMedia: "assets/hero.jpg" }),
    );
    const { result } = renderHook(() => useBuilderDraft());
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.lostUploads).toEqual(["assets/hero.jpg"]);
  });
});
