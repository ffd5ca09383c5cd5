/** Outgoing e-mails, each as plain text and simple HTML. Every visitor value is escaped. */
import { agency } from "@pixelforge/brand/agency";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Subjects are single header lines: no line breaks from visitor input. */
function oneLine(value: string, max = 150): string {
  const flat = value.replace(/[\r\n\t]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function layout(title: string, rows: [string, string][], body: string): string {
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const paragraphs = escapeHtml(body).replace(/\r?\n/g, "<br>");
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0c2228;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<table>${table}</table>
<div style="margin-top:16px;padding:16px;background:#f4f8f9;border-radius:8px">${paragraphs}</div>
</body></html>`;
}

export function contactNotification(input: {
  name: string;
  email: string;
  message: string;
}): MailContent {
  const subject = oneLine(`New message from ${input.name}`);
  return {
    subject,
    text: `New contact message\n\nName: ${input.name}\nEmail: ${input.email}\n\n${input.message}\n`,
    html: layout(
      "New contact message",
      [
        ["Name", input.name],
        ["Email", input.email],
      ],
      input.message,
    ),
  };
}

export function ticketNotification(input: {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailContent {
  return {
    subject: oneLine(`[${input.reference}] ${input.subject}`),
    text: `Support ticket ${input.reference}\n\nName: ${input.name}\nEmail: ${input.email}\nSubject: ${input.subject}\n\n${input.message}\n`,
    html: layout(
      `Support ticket ${input.reference}`,
      [
        ["Name", input.name],
        ["Email", input.email],
        ["Subject", input.subject],
      ],
      input.message,
    ),
  };
}

export function ticketAcknowledgement(input: {
  reference: string;
  name: string;
  subject: string;
}): MailContent {
  const intro = `Hi ${input.name},\n\nThank you! Your request has been received. Our team will reach out to you soon.\nYour ticket reference is ${input.reference}; quote it if you write to us about this request.`;
  return {
    subject: oneLine(`We received your request [${input.reference}]`),
    text: `${intro}\n\nSubject: ${input.subject}\n\n— ${agency.name}\n`,
    html: layout(
      `We received your request`,
      [
        ["Reference", input.reference],
        ["Subject", input.subject],
      ],
      `${intro}\n\n— ${agency.name}`,
    ),
  };
}

export function passwordResetMail(input: { name: string; link: string }): MailContent {
  const text = `Hi ${input.name},\n\nSomeone (hopefully you) asked to reset the password of your ${agency.name} account.\nOpen this link within one hour to choose a new password:\n\n${input.link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`;
  return {
    subject: `Reset your ${agency.name} password`,
    text,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0c2228;line-height:1.5">
<p>Hi ${escapeHtml(input.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(agency.name)} account. Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
</body></html>`,
  };
}
