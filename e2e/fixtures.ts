import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import { type ReceivedMail, readMail } from "../apps/server/test/smtp";

export { expect } from "@playwright/test";

let clients = 0;

/**
 * Every test is its own visitor: it comes from its own client address (the journeys'
 * server trusts one proxy hop), so per-address limits such as five sign-ups a minute
 * count each test alone, however many run in the same minute.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    clients += 1;
    await use({
      // IPv4: the form limiter counts an IPv6 client by its whole /56 network.
      "X-Forwarded-For": `10.${testInfo.workerIndex % 256}.${Math.floor(clients / 256) % 256}.${clients % 256}`,
    });
  },
});

/** Every message the journeys' SMTP receiver (started once, in global setup) has received. */
export function mailbox(): ReceivedMail[] {
  const folder = mailFolder();
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const mail = JSON.parse(readFileSync(join(folder, name), "utf8")) as {
        from: string;
        to: string[];
        raw: string;
      };
      return readMail(mail.from, mail.to, mail.raw);
    });
}

export function mailFolder() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by the Playwright config");
  return join(dataDir, "mail");
}
