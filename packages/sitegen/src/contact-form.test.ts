import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { bakeryExample } from "./bakery-example";
import { renderSite } from "./render-site";

const { config, assets } = bakeryExample();
const contactPage = (extra: object) =>
  String(
    renderSite(
      {
        ...config,
        contactForm: "endpoint",
        formEndpoint: "https://api.web3forms.com/submit",
        ...extra,
      },
      assets,
      { year: 2030 },
    ).get("contact.html"),
  );
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-trailing-whitespace": "off" },
});

describe("the contact form with a form service", () => {
  it("is named for Netlify Forms and posts its form-name", () => {
    const html = contactPage({});
    expect(html).toMatch(
      /<form class="contact" name="contact" action="https:\/\/api\.web3forms\.com\/submit" method="post"[^>]* data-netlify="true"/,
    );
    expect(html).toContain('<input type="hidden" name="form-name" value="contact">');
    expect(html).toContain('name="_gotcha"');
    expect(html).not.toContain("access_key");
  });

  it("carries the Web3Forms access key, escaped, as a hidden field", () => {
    const html = contactPage({ formAccessKey: 'abc-123"><b>' });
    expect(html).toContain(
      '<input type="hidden" name="access_key" value="abc-123&quot;&gt;&lt;b&gt;">',
    );
    expect(html).toContain('name="botcheck" type="checkbox"');
  });

  it("passes html-validate", async () => {
    for (const html of [contactPage({}), contactPage({ formAccessKey: "abc-123" })]) {
      const report = await validator.validateString(html, "contact.html");
      expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
    }
  });

  it("sends by e-mail, as before, unless a service is chosen", () => {
    const html = contactPage({ contactForm: "mailto", formAccessKey: "abc-123" });
    expect(html).toContain('action="mailto:');
    expect(html).not.toContain("access_key");
    expect(html).not.toContain("form-name");
  });
});
