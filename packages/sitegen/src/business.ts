import { escapeHtml, urlAttr } from "./escape";
import type { Product, SiteConfig, SocialNetwork } from "./site-config";

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
};

/** A number as wa.me wants it: digits with the country code. */
export function whatsappDigits(number: string): string {
  const digits = number.replace(/\D/g, "");
  // A ten-digit number starting 6–9 is an Indian mobile written without +91 (the sites price in ₹).
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : digits;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** A number that never breaks across lines. */
const phoneText = (phone: string) =>
  escapeHtml(phone).replaceAll(" ", "&nbsp;").replaceAll("-", "&#8209;");

/** The ways to reach the business, as links, shared by header, footer, contact page and cards. */
export function contactLinks(config: SiteConfig) {
  const whatsapp = config.whatsapp
    ? (text?: string) =>
        `https://wa.me/${whatsappDigits(config.whatsapp)}${text ? `?text=${encodeURIComponent(text)}` : ""}`
    : undefined;
  const mail = (subject?: string) =>
    `mailto:${config.contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return {
    whatsapp,
    /** The order button of a product card, or "". */
    order(product: Product): string {
      const name = product.title || "this product";
      const link = (href: string, label: string) =>
        `<a class="button button-small" href="${escapeHtml(href)}">${label}<span class="visually-hidden">: ${escapeHtml(name)}</span></a>`;
      if (product.order === "whatsapp" && whatsapp)
        return link(whatsapp(`Hello! I would like to order ${name}.`), "Order on WhatsApp");
      if (product.order === "email" && config.contactEmail)
        return link(mail(`Order: ${name}`), "Order by e-mail");
      if (product.order === "link" && urlAttr(product.orderUrl))
        return `<a class="button button-small" href="${urlAttr(product.orderUrl)}">Order now<span class="visually-hidden">: ${escapeHtml(name)}</span></a>`;
      return "";
    },
  };
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/** The header's quick action on wide screens: WhatsApp, else a phone call. */
export function headerAction(config: SiteConfig): string {
  const { whatsapp } = contactLinks(config);
  if (whatsapp)
    return `<a class="button button-small" href="${escapeHtml(whatsapp())}">WhatsApp us</a>`;
  if (config.phone)
    return `<a class="button button-small" href="${telHref(config.phone)}">Call&nbsp;${phoneText(config.phone)}</a>`;
  return "";
}

/** Address, hours, phone, WhatsApp, e-mail and map as a definition-like list; "" if none. */
export function contactDetails(config: SiteConfig): string {
  const { whatsapp } = contactLinks(config);
  const rows: [string, string][] = [];
  if (config.address)
    rows.push([
      "Visit us",
      `${lines(config.address)}${urlAttr(config.mapUrl) ? `<br><a href="${urlAttr(config.mapUrl)}">Open in maps</a>` : ""}`,
    ]);
  else if (urlAttr(config.mapUrl))
    rows.push(["Find us", `<a href="${urlAttr(config.mapUrl)}">Open in maps</a>`]);
  if (config.openingHours) rows.push(["Opening hours", lines(config.openingHours)]);
  if (config.phone)
    rows.push(["Phone", `<a href="${telHref(config.phone)}">${phoneText(config.phone)}</a>`]);
  if (whatsapp)
    rows.push([
      "WhatsApp",
      `<a href="${escapeHtml(whatsapp())}">Chat on WhatsApp (${escapeHtml(config.whatsapp)})</a>`,
    ]);
  if (config.contactEmail)
    rows.push([
      "E-mail",
      `<a href="mailto:${escapeHtml(config.contactEmail)}">${escapeHtml(config.contactEmail)}</a>`,
    ]);
  if (rows.length === 0) return "";
  return `<ul class="details">${rows.map(([label, value]) => `<li><strong>${label}</strong>${value}</li>`).join("")}</ul>`;
}

export function socialList(config: SiteConfig): string {
  const links = (Object.keys(SOCIAL_LABELS) as SocialNetwork[])
    .filter((network) => urlAttr(config.social[network]))
    .map(
      (network) =>
        `<li><a href="${urlAttr(config.social[network])}" rel="me">${SOCIAL_LABELS[network]}</a></li>`,
    );
  return links.length ? `<ul>${links.join("")}</ul>` : "";
}

/** The shared footer: who, where, when, how to reach, where to follow; year and name last. */
export function footer(config: SiteConfig, site: string, year: number): string {
  const columns: string[] = [
    `<div><h2>${escapeHtml(site)}</h2>${config.heroSubtitle ? `<p>${escapeHtml(config.heroSubtitle)}</p>` : ""}</div>`,
  ];
  const visit = [
    config.address ? `<p>${lines(config.address)}</p>` : "",
    config.openingHours ? `<p>${lines(config.openingHours)}</p>` : "",
    urlAttr(config.mapUrl) ? `<p><a href="${urlAttr(config.mapUrl)}">Open in maps</a></p>` : "",
  ].join("");
  if (visit) columns.push(`<div><h2>Visit</h2>${visit}</div>`);
  const { whatsapp } = contactLinks(config);
  const reach = [
    config.phone
      ? `<li><a href="${telHref(config.phone)}">${phoneText(config.phone)}</a></li>`
      : "",
    whatsapp ? `<li><a href="${escapeHtml(whatsapp())}">WhatsApp</a></li>` : "",
    config.contactEmail
      ? `<li><a href="mailto:${escapeHtml(config.contactEmail)}">${escapeHtml(config.contactEmail)}</a></li>`
      : "",
  ].join("");
  if (reach) columns.push(`<div><h2>Contact</h2><ul>${reach}</ul></div>`);
  const social = socialList(config);
  if (social) columns.push(`<div><h2>Follow</h2>${social}</div>`);
  return `<footer class="site-footer">
<div class="container">
<div class="footer-grid">${columns.join("")}</div>
<div class="footer-bottom"><p>&copy; ${year} ${escapeHtml(site)}. All rights reserved.</p></div>
</div>
</footer>`;
}
