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

function simpleMail(subject: string, paragraphs: string[], link?: { href: string; label: string }) {
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link)
    html.splice(2, 0, `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
  const text = [...paragraphs];
  if (link) text.splice(2, 0, link.href);
  return {
    subject,
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0c2228;line-height:1.5">
${html.join("\n")}
</body></html>`,
  };
}

/** The 6-digit code and the link that prove an address; both valid one hour, once. */
export function emailVerificationMail(input: {
  name: string;
  code: string;
  link: string;
}): MailContent {
  // The code stays out of the subject: subjects are kept after delivery, bodies are not.
  return simpleMail(
    `Confirm your e-mail address for ${agency.name}`,
    [
      `Hi ${input.name},`,
      `Enter this code on your account page within one hour to confirm this e-mail address: ${input.code}\nOr open this link:`,
      `If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
    { href: input.link, label: "Confirm my e-mail address" },
  );
}

/** Sent to the old address once the account has moved to a new one. */
export function emailChangedNotice(input: { name: string; newEmail: string }): MailContent {
  return simpleMail(`Your ${agency.name} e-mail address was changed`, [
    `Hi ${input.name},`,
    `The e-mail address of your ${agency.name} account is now ${input.newEmail}. Mail about the account goes there from now on.`,
    `If you did not make this change, reset your password and write to us at ${agency.email.hello} at once.`,
  ]);
}

/**
 * The answer to a reset request for an address without an account. Sending it makes an
 * unknown address cost the same work as a known one, and tells a person who forgot which
 * address they used.
 */
export function passwordResetNoAccountMail(input: { signupLink: string }): MailContent {
  return simpleMail(
    `Password reset requested at ${agency.name}`,
    [
      "Hello,",
      `Someone (hopefully you) asked to reset the password of a ${agency.name} account for this e-mail address, but there is no account with this address. Perhaps you signed up with another one. To create an account:`,
      "If you did not ask for this, ignore this e-mail.",
    ],
    { href: input.signupLink, label: "Create an account" },
  );
}
