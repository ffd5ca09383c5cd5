import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller } from "../../test/staff";
import { mirrorOldMessagesOnce } from "./service";

const DAY = 86_400_000;

describe.each(databaseKinds)("messages from before the inbox, on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });

  it("become conversations once: recent ones new, old ones resolved, live ones not twice", async () => {
    const db = t.testDb.database.db;
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY).toISOString();
    // Stored by the old code: the spec's tables only.
    await db.execute(sql`
      insert into contact_messages (user_name, user_email, message, created_at)
      values ('Old Contact', 'old@example.com', 'A site for our bakery, please.', ${at(90)}),
             ('New Contact', 'new@example.com', 'Can you redo our logo?', ${at(2)})`);
    await db.execute(sql`
      insert into support_tickets (reference, name, email, subject, message, created_at)
      values ('PF-HXRTKT22', 'Old Ticket', 'ticket@example.com', 'Broken form',
              'The form does not send.', ${at(40)})`);
    // Received through today's code: already a conversation.
    const live = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { user_name: "Live", user_email: "live@example.com", message: "Hello there." },
    });
    expect(live.statusCode).toBe(201);

    expect(await mirrorOldMessagesOnce(db, now)).toBe(3);
    expect(await mirrorOldMessagesOnce(db, now)).toBe(0);

    const staff = await makeCaller(db, "mira", "staff");
    const inbox = await t.app.inject({
      url: "/api/staff/conversations?limit=25",
      headers: staff.headers,
    });
    expect(inbox.statusCode).toBe(200);
    const items = inbox.json().conversations as {
      name: string;
      status: string;
      reference: string;
    }[];
    expect(items.map((c) => [c.name, c.status])).toEqual([
      ["Live", "new"],
      ["New Contact", "new"],
      ["Old Ticket", "resolved"],
      ["Old Contact", "resolved"],
    ]);
    expect(items.find((c) => c.name === "Old Ticket")?.reference).toBe("PF-HXRTKT22");
    const thread = await t.app.inject({
      url: "/api/staff/conversations/PF-HXRTKT22",
      headers: staff.headers,
    });
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain("The form does not send.");
  });
});
