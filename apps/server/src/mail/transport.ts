import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailTransport } from "./outbox";

/** nodemailer over SMTP_URL, or, without it, a transport that writes each mail to the log. */
export function createMailTransport(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
): MailTransport {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    // A pool reuses SMTP connections; timeouts keep a hung mail server from holding a worker.
    for (const [key, value] of [
      ["pool", "true"],
      ["maxConnections", "5"],
      ["connectionTimeout", "10000"],
      ["greetingTimeout", "10000"],
      ["socketTimeout", "20000"],
    ]) {
      if (!url.searchParams.has(key as string))
        url.searchParams.set(key as string, value as string);
    }
    return nodemailer.createTransport(url.toString());
  }
  return {
    async sendMail(mail) {
      log.info(
        { mail: { to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text } },
        "mail (SMTP_URL is not set, so it is logged instead of sent)",
      );
    },
  };
}
