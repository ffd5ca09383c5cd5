import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller } from "../../test/staff";

describe.each(databaseKinds)("the staff overview on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  let ip = 0;
  const db = () => t.testDb.database.db;

  async function submit(kindOfConversation: "ticket" | "contact", name: string) {
    const payload =
      kindOfConversation === "ticket"
        ? { name, email: "visitor@example.com", subject: `About ${name}`, message: "Help, please." }
        : { user_name: name, user_email: "visitor@example.com", message: "Hello there." };
    const res = await t.app.inject({
      method: "POST",
      url: kindOfConversation === "ticket" ? "/api/tickets" : "/api/contact",
      payload,
      remoteAddress: `10.8.0.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    return res.json().reference as string;
  }
  /** Moves a conversation's arrival back in time; `when` is SQL evaluated by the database. */
  const receivedAt = (reference: string, when: ReturnType<typeof sql>) =>
    db().execute(
      sql`update conversations set created_at = ${when}, last_message_at = ${when} where reference = ${reference}`,
    );

  it("counts new today and this week, and lists the five oldest unanswered conversations, oldest first", async () => {
    const staff = await makeCaller(db(), "sam", "staff");
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: staff.headers })).json();
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, headers: staff.headers });
    const version = async (reference: string) =>
      (await get(`/api/staff/conversations/${reference}`)).conversation.version as number;
    const answer = async (reference: string) => {
      const res = await post(`/api/staff/conversations/${reference}/replies`, {
        body: "We are on it.",
        version: await version(reference),
      });
      expect(res.statusCode).toBe(201);
    };

    expect(await get("/api/staff/overview")).toEqual({
      newToday: 0,
      newThisWeek: 0,
      openTickets: 0,
      medianFirstResponseSeconds: null,
      oldestUnanswered: [],
    });

    const oldest = await submit("ticket", "Oldest");
    await receivedAt(oldest, sql`now() - interval '20 days'`);
    const answered = await submit("contact", "Answered");
    await receivedAt(answered, sql`now() - interval '10 days'`);
    await answer(answered);
    const closed = await submit("ticket", "Closed");
    await receivedAt(closed, sql`now() - interval '9 days'`);
    const closing = await post(`/api/staff/conversations/${closed}/status`, {
      status: "resolved",
      version: await version(closed),
    });
    expect(closing.statusCode).toBe(200);
    const noted = await submit("contact", "Noted");
    await receivedAt(noted, sql`now() - interval '8 days'`);
    // An internal note is not an answer to the visitor.
    await post(`/api/staff/conversations/${noted}/notes`, { body: "Looks like spam?" });
    const sixDays = await submit("ticket", "Six days");
    await receivedAt(sixDays, sql`now() - interval '6 days'`);
    const yesterday = await submit("contact", "Yesterday");
    await receivedAt(yesterday, sql`date_trunc('day', now()) - interval '1 millisecond'`);
    const today = await submit("contact", "Today");
    await submit("contact", "Today, later");
    const answeredToday = await submit("ticket", "Answered today");
    await answer(answeredToday);

    const overview = await get("/api/staff/overview");
    expect(overview.newToday).toBe(3);
    expect(overview.newThisWeek).toBe(5);
    // Tickets not resolved, answered or not: oldest, six days, answered today.
    expect(overview.openTickets).toBe(3);
    // Ten days for one, a few seconds for the other.
    expect(overview.medianFirstResponseSeconds).toBeGreaterThanOrEqual(5 * 86_400);
    expect(overview.medianFirstResponseSeconds).toBeLessThan(5 * 86_400 + 60);
    expect(overview.oldestUnanswered.map((c: { reference: string }) => c.reference)).toEqual([
      oldest,
      noted,
      sixDays,
      yesterday,
      today,
    ]);
    expect(overview.oldestUnanswered[0]).toMatchObject({ kind: "ticket", name: "Oldest" });
  });
});
