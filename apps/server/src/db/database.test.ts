import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database";

describe("isDatabaseUnavailable", () => {
  it.each([
    [{ code: "ECONNREFUSED" }],
    [{ code: "57P01" }],
    [{ code: "57014" }],
    [new Error("PGlite is closed")],
    [new Error("PGlite is closing")],
    [new Error("Connection terminated unexpectedly")],
    [new Error("Query read timeout")],
    [Object.assign(new Error("Failed query: insert …"), { cause: new Error("PGlite is closing") })],
    [new AggregateError([Object.assign(new Error("connect"), { code: "ECONNREFUSED" })])],
  ])("recognises %o", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([[new Error("duplicate key")], [{ code: "23505" }], [undefined], ["text"]])(
    "leaves %o alone",
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );
});
