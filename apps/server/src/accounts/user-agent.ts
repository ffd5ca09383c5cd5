import Bowser from "bowser";

/** "Firefox 132" and "Windows 10" from a User-Agent header, for the session list. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string;
  os: string;
} {
  if (!userAgent) return { browser: "Unknown browser", os: "Unknown system" };
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${version ? ` ${version}` : ""}`
    : "Unknown browser";
  const os = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ""}`
    : "Unknown system";
  return { browser, os };
}
