import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";

const endpoints = [
  { method: "POST", url: "/api/contact" },
  { method: "POST", url: "/api/tickets" },
  { method: "POST", url: "/api/auth/register" },
  { method: "POST", url: "/api/auth/login" },
  { method: "POST", url: "/api/auth/google" },
  { method: "POST", url: "/api/auth/logout" },
  { method: "POST", url: "/api/auth/forgot-password" },
  { method: "POST", url: "/api/auth/reset-password" },
  { method: "GET", url: "/api/auth/me" },
  { method: "GET", url: "/api/projects" },
  { method: "GET", url: "/api/health" },
  { method: "GET", url: "/api/config" },
] as const;

const fieldNames = fc.constantFrom(
  "user_name",
  "user_email",
  "message",
  "name",
  "email",
  "subject",
  "website",
  "username",
  "password",
  "confirmPassword",
  "credential",
  "token",
  "service",
  "__proto__",
  "constructor",
);
const hugeOrOdd = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constant("x".repeat(20_000)),
  fc.constant("😀".repeat(3000)),
  fc.constant("a@b.co"),
  fc.constant("\u0000\u202e<script>"),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hugeOrOdd,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 10 })), tie("value"), { maxKeys: 6 }),
  ),
})).value;
const body = fc.oneof(jsonValue, fc.dictionary(fieldNames, jsonValue, { maxKeys: 8 }));
const rawText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "{",
    "[1,2",
    '{"a":',
    "null",
    "\u0000",
    "x".repeat(70_000),
    '{"user_name":'.repeat(2000),
  ),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
);

/**
 * Random JSON of any shape, wrong types, huge and unicode strings, missing and extra
 * fields, bad content types: always a 4xx (or a success) with a JSON message, never a 5xx.
 */
describe("every endpoint under hostile input", () => {
  // Google configured (its key set unreachable), so that endpoint validates rather than answering 503.
  const t = useTestApp(
    "pglite",
    {
      googleClientId: "fuzz.apps.googleusercontent.com",
      googleJwksUrl: "http://127.0.0.1:9/certs",
    },
    { outboxWorker: false },
  );

  it("answers 2xx/4xx JSON and never 5xx", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        body,
        contentType,
        fc.option(rawText),
        async (endpoint, payload, type, raw) => {
          n++;
          const query =
            endpoint.method === "GET"
              ? `?service=${encodeURIComponent(String(typeof payload === "string" ? payload : "x"))}`
              : "";
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url + query,
            remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}`,
            ...(endpoint.method === "POST"
              ? {
                  headers: { "content-type": type },
                  payload: raw ?? JSON.stringify(payload),
                }
              : {}),
          });
          expect(res.statusCode, `${endpoint.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const json = res.json();
            expect(typeof json.message).toBe("string");
            expect(json.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400 },
    );
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
