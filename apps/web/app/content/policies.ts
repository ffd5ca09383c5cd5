import { agency } from "@pixelforge/brand/agency";

interface PolicySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Policy {
  title: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
  contact: { lead: string; email: string };
}

export const license: Policy = {
  title: "License",
  updated: "1 November 2026",
  intro: `This licence explains how you may use the websites, designs, logos and code that ${agency.name} delivers to you, and the templates and files produced by our Website Builder.`,
  sections: [
    {
      heading: "License Grant",
      paragraphs: [
        "Once a project is paid in full, we grant you a worldwide, perpetual, non-exclusive licence to use, copy, modify and publish the delivered work for your business or personal brand.",
        "Sites generated with our Website Builder are yours to host anywhere, change and publish without attribution.",
      ],
    },
    {
      heading: "Restrictions",
      paragraphs: ["Unless we agree otherwise in writing, you may not:"],
      bullets: [
        "resell or sublicense our templates or unused design concepts as a product of your own;",
        "use the work in a way that breaks the law or infringes the rights of others;",
        "remove licence notices from third-party open-source components we include.",
      ],
    },
    {
      heading: "Ownership",
      paragraphs: [
        "On full payment, ownership of final logos and brand assets created exclusively for you passes to you. We keep the right to show the finished work in our portfolio unless you ask us not to.",
        "Open-source libraries, fonts and stock media remain under their own licences, which we list in your handover notes.",
      ],
    },
    {
      heading: "Termination",
      paragraphs: [
        "This licence ends automatically if you breach its restrictions and do not put things right within 30 days of our notice. Licences for work that was never paid for do not begin.",
      ],
    },
  ],
  contact: { lead: "For licensing inquiries, write to", email: agency.email.hello },
};

export const privacyPolicy: Policy = {
  title: "Privacy Policy",
  updated: "22 November 2026",
  intro: `${agency.name} collects as little personal data as it can, keeps it safe and never sells it. This page explains what we collect and why.`,
  sections: [
    {
      heading: "What We Collect",
      paragraphs: ["We collect only what you give us or what is needed to run the site:"],
      bullets: [
        "your name, e-mail address and message when you use the contact or support forms;",
        "your username, e-mail address and a one-way hash of your password when you create an account, and whether you have confirmed the address;",
        "for each signed-in session: the browser and system, the IP address, when it started and when it was last used, so you can see and end your sessions;",
        "for each passkey you add: its public key and the name you give it (your fingerprint or face never leaves your device);",
        "the websites you choose to save to your account from the Website Builder: their name, text, settings and pictures, until you delete them or your account;",
        "basic technical logs (IP address, browser, pages requested) kept for security for up to 30 days.",
      ],
    },
    {
      heading: "How We Use Your Data",
      paragraphs: [
        "We use your details to answer your enquiry, deliver the services you asked for, keep your account secure and send you e-mails you requested, such as password resets. We do not use your data for advertising and we do not sell or rent it to anyone.",
      ],
    },
    {
      heading: "Cookies & Analytics",
      paragraphs: [
        'We set one strictly necessary cookie that keeps you signed in. It is HttpOnly, so scripts cannot read it. Without "Remember me" it ends when you close the browser, and the session ends after 12 hours without use; with it, the session lasts 30 days from your last visit. Either way you sign in again at least every 7 days without "Remember me" and every 90 days with it. A second security cookie remembers that a browser has signed in to an account before, so strangers guessing your password cannot lock you out. We do not use third-party advertising or tracking cookies. The Website Builder keeps your drafts in your own browser\'s storage; they reach our servers only when you save a site to your account.',
      ],
    },
    {
      heading: "How Long We Keep It",
      paragraphs: [
        "Your account data stays until you delete the account. Sessions are deleted once they end. Password-reset links and e-mail confirmation codes work for one hour, once, and are deleted 7 days after they are used or expire. The text of every e-mail we send you is erased from our systems as soon as it is delivered; the record that it was sent (address, subject, time) is deleted after 30 days. Technical logs are kept for up to 30 days.",
      ],
    },
    {
      heading: "Your Rights & Choices",
      paragraphs: [
        "On your account page you can correct your details, download a copy of your data (profile, sessions, passkeys, the websites you saved from the Website Builder, and the messages and tickets you sent us) and delete your account at any time. Deleting it removes your account, sessions, passkeys, saved websites and codes at once; the messages and tickets you sent stay in our records without your name or e-mail address. You can also write to us for any of this, or to have your messages deleted too; we answer within 30 days, in line with India's Digital Personal Data Protection Act, 2023.",
      ],
    },
  ],
  contact: { lead: "Questions about privacy? Write to", email: agency.email.privacy },
};

export const termsOfService: Policy = {
  title: "Terms of Service",
  updated: "1 November 2026",
  intro: `These terms apply when you use the ${agency.name} website, its Website Builder or our services. By using them you agree to these terms.`,
  sections: [
    {
      heading: "1. Acceptance",
      paragraphs: [
        "By browsing the site, creating an account or engaging us for a project you accept these terms. If you do not agree, please do not use the site.",
      ],
    },
    {
      heading: "2. User Responsibilities",
      paragraphs: [
        "Keep your password to yourself, give accurate information, and only upload content you have the right to use. Do not try to break, overload or misuse the site.",
      ],
    },
    {
      heading: "3. Intellectual Property",
      paragraphs: [
        "The site's design, text and code belong to us. Work we deliver to you is licensed as described in our License page. Content you provide stays yours.",
      ],
    },
    {
      heading: "4. Account Termination",
      paragraphs: [
        "You can close your account at any time from your account page, or by writing to support. We may suspend accounts that break these terms, after telling you why where the law allows.",
      ],
    },
    {
      heading: "5. Changes to Terms",
      paragraphs: [
        "We may update these terms. We will change the date at the top and, for significant changes, e-mail account holders at least 14 days before they take effect.",
      ],
    },
    {
      heading: "6. Limitation of Liability",
      paragraphs: [
        "We work carefully, but the site and the Website Builder are provided as they are. To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the 12 months before it arose.",
      ],
    },
  ],
  contact: { lead: "Need help with these terms? Contact", email: agency.email.support },
};
