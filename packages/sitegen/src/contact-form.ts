import { escapeHtml, urlAttr } from "./escape";
import type { SiteConfig } from "./site-config";

const fields = `<label>Your name <input name="name" type="text" autocomplete="name" required></label>
<label>Your email <input name="email" type="email" autocomplete="email" required></label>
<label>Message <textarea name="message" required></textarea></label>`;

/**
 * The contact form. By default it posts plain text to the mailto address (spec §4). With a
 * form service it posts there; the site's script then stays on the page and shows thanks
 * or an error, and without the script the service's own page answers. Each service needs
 * its own marks, and the others ignore them, so one form serves all three:
 * - Formspree: the address alone; "_gotcha" is its honeypot.
 * - Netlify Forms: only forms with `data-netlify` and a name are collected, and a POST is
 *   matched to its form by the `form-name` field.
 * - Web3Forms: one address for everybody; the `access_key` field says whose form it is,
 *   and "botcheck" is its honeypot.
 */
export function contactForm(config: SiteConfig): string {
  const endpoint = urlAttr(config.formEndpoint);
  if (config.contactForm === "endpoint" && endpoint) {
    const key = config.formAccessKey;
    return `<form class="contact" name="contact" action="${endpoint}" method="post" data-endpoint data-netlify="true" data-netlify-honeypot="_gotcha">
<input type="hidden" name="form-name" value="contact">
${key ? `<input type="hidden" name="access_key" value="${escapeHtml(key)}">\n` : ""}<div hidden><label>Leave this empty <input name="_gotcha" type="text" tabindex="-1" autocomplete="off"></label>${
      key
        ? '<label>Leave this unticked <input name="botcheck" type="checkbox" tabindex="-1"></label>'
        : ""
    }</div>
${fields}
<button class="button" type="submit">Send message</button>
<p class="form-status" role="status"></p>
</form>`;
  }
  if (!config.contactEmail) return "";
  const email = escapeHtml(config.contactEmail);
  return `<p class="lead">Write to us and we will answer soon.</p>
<form class="contact" action="mailto:${email}" method="post" enctype="text/plain">
${fields}
<button class="button" type="submit">Send message</button>
</form>
<p>Or e-mail <a href="mailto:${email}">${email}</a>.</p>`;
}
