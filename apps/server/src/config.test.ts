import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a laptop", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL/],
    [{ REDIS_URL: "http://x" }, /REDIS_URL/],
    [{ AGENCY_INBOX: "nobody" }, /AGENCY_INBOX/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
  ])("refuses %o with one line naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("reduces PUBLIC_ORIGIN to an origin", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://example.com/some/path" }).publicOrigin).toBe(
      "https://example.com",
    );
  });
});
