import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useBuilderDraft } from "./use-builder-draft";
import { useConfigHistory } from "./use-config-history";

vi.mock("./asset-store", () => ({
  assetStore: { all: vi.fn(async () => []), save: vi.fn(async () => {}), clear: vi.fn() },
}));

function useBuilder() {
  const draft = useBuilderDraft();
  return { draft, history: useConfigHistory(draft.config, draft.setConfig, draft.ready) };
}

describe("undo and redo", () => {
  beforeEach(() => localStorage.clear());

  it("goes back at least 100 steps and forward again, by buttons or keys", async () => {
    const { result } = renderHook(() => useBuilder());
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    // Alternating fields: each change is its own step.
    for (let i = 1; i <= 120; i++)
      act(() => result.current.draft.update(i % 2 ? "websiteTitle" : "heroTitle", `step ${i}`));
    for (let i = 0; i < 100; i++) act(() => result.current.history.undo());
    expect(result.current.draft.config.heroTitle).toBe("step 20");
    expect(result.current.draft.config.websiteTitle).toBe("step 19");
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent("keydown", { key: "z", ctrlKey: true, shiftKey: true }),
      );
    });
    expect(result.current.draft.config.websiteTitle).toBe("step 21");
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "z", metaKey: true }));
    });
    expect(result.current.draft.config.websiteTitle).toBe("step 19");
    expect(result.current.history.canRedo).toBe(true);
  });

  it("makes one step of quick typing in one field", async () => {
    const { result } = renderHook(() => useBuilder());
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    for (const text of ["C", "Cr", "Cru", "Crumb"])
      act(() => result.current.draft.update("websiteTitle", text));
    act(() => result.current.history.undo());
    expect(result.current.draft.config.websiteTitle).toBe("My Website");
  });
});
