import { describe, expect, it } from "vitest";
import { safeNext } from "./auth";

describe("the page opened after signing in", () => {
  it("is the requested path on this site", () => {
    expect(safeNext("/staff", "/")).toBe("/staff");
    expect(safeNext("/staff/inbox?q=invoice", "/")).toBe("/staff/inbox?q=invoice");
  });
  it("is the fallback for anything else", () => {
    for (const next of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
    ]) {
      expect(safeNext(next, "/account")).toBe("/account");
    }
  });
});
