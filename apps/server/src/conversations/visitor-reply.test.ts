import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller } from "../../test/staff";
import { waitFor } from "../../test/wait-for";
import type { MailTransport } from "../mail/outbox";

type SentMail = Parameters<MailTransport["sendMail"]>[0];

describe.each(databaseKinds)("a visitor's reply on %s", (kind) => {
  const sent: SentMail[] = [];
  const transport: MailTransport = {
    sendMail: async (mail) => {
      sent.push(mail);
    },
  };
  const t = useTestApp(kind, { agencyInbox: "desk@agency.example" }, { mailTransport: transport });
  let ip = 0;

  /** The private link's key, from the acknowledgement the visitor received. */
  async function visitorKey(reference: string) {
    const link = new RegExp(`/tickets/${reference}\\?key=([A-Za-z0-9_-]+)`);
    await waitFor("the acknowledgement", () => sent.some((mail) => link.test(mail.text)));
    return sent.map((mail) => mail.text.match(link)?.[1]).find(Boolean) as string;
  }
  async function visitorReplies(reference: string, key: string, body: string) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tickets/${reference}/replies`,
      payload: { key, body },
      remoteAddress: `10.6.1.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
  }
  const notices = (reference: string) =>
    sent.filter((mail) => mail.subject === `[${reference}] New reply from Asha Rao`);

  it("notifies the agency inbox by e-mail when nobody is assigned, then the assignee once someone is", async () => {
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      payload: {
        name: "Asha Rao",
        email: "asha@example.com",
        subject: "Invoice question",
        message: "Our invoice lists a plan we never ordered.",
      },
      remoteAddress: "10.6.0.1",
    });
    expect(submitted.statusCode).toBe(201);
    const reference = submitted.json().reference as string;

    const key = await visitorKey(reference);
    await visitorReplies(reference, key, "Any news about the invoice?");
    await waitFor("the agency's notice", () => notices(reference).length === 1);
    const [notice] = notices(reference);
    expect(notice).toMatchObject({ to: "desk@agency.example", replyTo: "asha@example.com" });
    expect(notice?.text).toContain("Any news about the invoice?");
    expect(notice?.text).toContain(`/staff/inbox/${reference}`);

    const staff = await makeCaller(t.testDb.database.db, "sam", "staff");
    const detail = await t.app.inject({
      url: `/api/staff/conversations/${reference}`,
      headers: staff.headers,
    });
    const assigned = await t.app.inject({
      method: "POST",
      url: `/api/staff/conversations/${reference}/assign`,
      payload: { assigneeId: staff.id, version: detail.json().conversation.version },
      headers: staff.headers,
    });
    expect(assigned.statusCode).toBe(200);
    await visitorReplies(reference, key, "Still waiting.");
    await waitFor("the assignee's notice", () => notices(reference).length === 2);
    expect(notices(reference).map((mail) => mail.to)).toEqual(["desk@agency.example", staff.email]);

    // Once the assignee no longer works here, the agency's inbox hears from the visitor again.
    await t.testDb.database.db.execute(
      sql`update users set disabled_at = now() where id = ${staff.id}`,
    );
    await visitorReplies(reference, key, "Hello?");
    await waitFor("the third notice", () => notices(reference).length === 3);
    expect(notices(reference).at(-1)?.to).toBe("desk@agency.example");
  });
});
