import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBody, toFieldErrors } from "./errors";

describe("toFieldErrors", () => {
  it("groups messages by their top-level field", () => {
    const schema = z.object({
      email: z.email("Enter a valid email"),
      name: z.string().min(1, "Required"),
    });
    const result = schema.safeParse({ email: "nope", name: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error.issues)).toEqual({
      email: ["Enter a valid email"],
      name: ["Required"],
    });
  });

  it("files issues about the whole body under _", () => {
    const result = z.object({}).strict().safeParse({ extra: 1 });
    if (result.success) throw new Error("expected failure");
    expect(Object.keys(toFieldErrors(result.error.issues))).toEqual(["_"]);
  });

  it("describes the error answer shape", () => {
    expect(errorBody.safeParse({ message: "x", fieldErrors: { a: ["b"] } }).success).toBe(true);
    expect(errorBody.safeParse({ fieldErrors: {} }).success).toBe(false);
  });
});
