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
    [{ ADMIN_EMAILS: "owner@example.com, not-an-address" }, /ADMIN_EMAILS/],
  ])("refuses %o with one line naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("refuses TRUST_PROXY=true and says what to use instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would trust every hop.*number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,nonsense" })).toThrow(/TRUST_PROXY/);
  });

  it("reads TRUST_PROXY as false, a hop count or proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toBe(
      "10.0.0.1,10.1.0.0/16,::1",
    );
  });

  it("reads ADMIN_EMAILS as a lower-case list", () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: " Owner@Example.com, ops@example.com ," }).adminEmails,
    ).toEqual(["owner@example.com", "ops@example.com"]);
  });

  it("reduces PUBLIC_ORIGIN to an origin", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://example.com/some/path" }).publicOrigin).toBe(
      "https://example.com",
    );
  });
});
