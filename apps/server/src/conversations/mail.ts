/**
 * Conversation e-mails. What goes to the visitor never repeats the visitor's own words (not
 * even the name or subject): otherwise anyone could make the agency mail arbitrary text to
 * arbitrary addresses. Staff replies are the agency's words, so they are quoted.
 */
import { agency } from "@pixelforge/brand/agency";
import { escapeHtml, type MailContent } from "../mail/templates";

function page(paragraphs: string[], link?: { href: string; label: string }, quote?: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const quoted = quote
    ? `<div style="margin:16px 0;padding:16px;background:#f4f8f9;border-radius:8px">${escapeHtml(quote).replace(/\r?\n/g, "<br>")}</div>`
    : "";
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0c2228;line-height:1.5">
${body}
${quoted}${button}
<p>— ${escapeHtml(agency.name)}</p>
</body></html>`;
}

export function conversationAcknowledgement(input: {
  kind: "contact" | "ticket";
  reference: string;
  link: string;
}): MailContent {
  const what = input.kind === "ticket" ? "request" : "message";
  const lines = [
    `Thank you! Your ${what} has been received. Our team will reach out to you soon.`,
    `Your reference is ${input.reference}; quote it if you write to us about this ${what}.`,
    "Follow the conversation and reply at this private link (keep it to yourself):",
  ];
  return {
    subject: `We received your ${what} [${input.reference}]`,
    text: `Hello,\n\n${lines.join("\n")}\n\n${input.link}\n\n— ${agency.name}\n`,
    html: page(["Hello,", ...lines], { href: input.link, label: `Open ${input.reference}` }),
  };
}

export function staffReplyMail(input: {
  reference: string;
  link: string;
  body: string;
}): MailContent {
  const intro = `There is a new reply to your conversation ${input.reference}:`;
  const outro = "Read the whole conversation and answer at your private link:";
  return {
    subject: `New reply to ${input.reference}`,
    text: `Hello,\n\n${intro}\n\n${input.body}\n\n${outro}\n${input.link}\n\n— ${agency.name}\n`,
    html: page(
      ["Hello,", intro],
      { href: input.link, label: `Open ${input.reference}` },
      input.body,
    ),
  };
}

/** To the assignee, or the agency inbox: the visitor answered. */
export function visitorReplyNotification(input: {
  reference: string;
  name: string;
  link: string;
  body: string;
}): MailContent {
  const subject = `[${input.reference}] New reply from ${input.name}`.replace(/[\r\n\t]+/g, " ");
  return {
    subject: subject.length > 150 ? `${subject.slice(0, 149)}…` : subject,
    text: `${input.name} replied to ${input.reference}:\n\n${input.body}\n\nOpen it in the workspace: ${input.link}\n`,
    html: page(
      [`${input.name} replied to ${input.reference}:`],
      {
        href: input.link,
        label: "Open it in the workspace",
      },
      input.body,
    ),
  };
}
