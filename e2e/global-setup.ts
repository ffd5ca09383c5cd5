import { mkdirSync } from "node:fs";
import { startSmtpReceiver } from "../apps/server/test/smtp";
import { smtpPort } from "./env";
import { mailFolder } from "./fixtures";

/**
 * One SMTP receiver for the whole run, on the port the server sends to. Journeys in
 * parallel workers read what it received from the files it writes (see `mailbox`).
 */
export default async function globalSetup() {
  mkdirSync(mailFolder(), { recursive: true });
  const smtp = await startSmtpReceiver(smtpPort, { saveTo: mailFolder() });
  return () => smtp.close();
}
