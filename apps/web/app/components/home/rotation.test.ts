import { describe, expect, it } from "vitest";
import { rotateBackward, rotateForward, toggleOpen, wrapIndex } from "./rotation";

describe("carousel rotation", () => {
  it("moves the first card to the end, and back", () => {
    expect(rotateForward(["a", "b", "c", "d"])).toEqual(["b", "c", "d", "a"]);
    expect(rotateBackward(["b", "c", "d", "a"])).toEqual(["a", "b", "c", "d"]);
  });
  it("leaves short lists alone", () => {
    expect(rotateForward(["a"])).toEqual(["a"]);
    expect(rotateBackward([])).toEqual([]);
  });
});

describe("accordion", () => {
  it("opens one card at a time and closes the open one on click", () => {
    expect(toggleOpen(null, 1)).toBe(1);
    expect(toggleOpen(1, 2)).toBe(2);
    expect(toggleOpen(2, 2)).toBeNull();
  });
});

describe("review slider", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
