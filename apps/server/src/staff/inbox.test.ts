import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { lastVisitorKey, makeCaller, type TestCaller } from "../../test/staff";
import { TICKET_NOT_FOUND } from "../conversations/service";
import { deliverDueMail } from "../mail/outbox";
import { STALE_VERSION } from "./inbox-service";

describe.each(databaseKinds)("the staff inbox and the visitor's link on %s", (kind) => {
  const t = useTestApp(
    kind,
    { adminEmails: ["owner@example.com", "owner2@example.com"] },
    { outboxWorker: false },
  );
  let staff: TestCaller;
  let admin: TestCaller;
  let ip = 0;
  const db = () => t.testDb.database.db;
  const submit = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: `10.9.0.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    return res.json().reference as string;
  };
  const get = (url: string, caller = staff) =>
    t.app.inject({ method: "GET", url, headers: caller.headers });
  const post = (url: string, payload: object, caller = staff) =>
    t.app.inject({ method: "POST", url, payload, headers: caller.headers });
  const detail = async (reference: string) =>
    (await get(`/api/staff/conversations/${reference}`)).json();
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  let ticketRef = "";
  let contactRef = "";
  beforeAll(async () => {
    staff = await makeCaller(db(), "sam", "staff");
    admin = await makeCaller(db(), "ada", "admin");
    ticketRef = await submit("/api/tickets", {
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Invoice question",
      message: "Our invoice lists a hosting plan we never ordered.",
    });
    contactRef = await submit("/api/contact", {
      user_name: "Ben Okafor",
      user_email: "ben@example.com",
      message: "We would like a quote for a bakery website.",
    });
  });

  it("lists newest first, filters by kind and status, searches words and counts per status", async () => {
    const all = (await get("/api/staff/conversations")).json();
    expect(all.conversations.map((c: { reference: string }) => c.reference)).toEqual([
      contactRef,
      ticketRef,
    ]);
    expect(all.counts).toEqual({ new: 2, open: 0, waiting: 0, resolved: 0 });
    const tickets = (await get("/api/staff/conversations?kind=ticket")).json();
    expect(tickets.conversations).toHaveLength(1);
    expect(tickets.conversations[0]).toMatchObject({
      reference: ticketRef,
      subject: "Invoice question",
    });
    const bakery = (await get("/api/staff/conversations?q=bakery")).json();
    expect(bakery.conversations.map((c: { reference: string }) => c.reference)).toEqual([
      contactRef,
    ]);
    const byEmail = (await get("/api/staff/conversations?q=asha%40example.com")).json();
    expect(byEmail.conversations.map((c: { reference: string }) => c.reference)).toEqual([
      ticketRef,
    ]);
    const stemmed = (await get("/api/staff/conversations?q=invoices")).json();
    expect(stemmed.conversations).toHaveLength(1);
    const none = (await get("/api/staff/conversations?status=resolved")).json();
    expect(none.conversations).toEqual([]);
  });

  it("pages with a cursor and refuses a forged one", async () => {
    const first = (await get("/api/staff/conversations?limit=1")).json();
    expect(first.conversations).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await get(`/api/staff/conversations?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.conversations[0].reference).toBe(ticketRef);
    expect(second.nextCursor).toBeNull();
    const forged = await get("/api/staff/conversations?cursor=bm9wZQ");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/not valid/);
  });

  it("refuses a change made against an old version with 409 and a clear message", async () => {
    const { conversation } = await detail(contactRef);
    const first = await post(`/api/staff/conversations/${contactRef}/status`, {
      status: "open",
      version: conversation.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().conversation.status).toBe("open");
    const stale = await post(
      `/api/staff/conversations/${contactRef}/assign`,
      { assigneeId: staff.id, version: conversation.version },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION);
    expect((await detail(contactRef)).conversation.assignee).toBeNull();
  });

  it("refuses long or invisible-character bodies field by field", async () => {
    const { conversation } = await detail(ticketRef);
    const long = await post(`/api/staff/conversations/${ticketRef}/replies`, {
      body: "x".repeat(10_001),
      version: conversation.version,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.body[0]).toMatch(/10001/);
    const control = await post(`/api/staff/conversations/${ticketRef}/notes`, { body: "a\u0007b" });
    expect(control.statusCode).toBe(400);
    expect(control.json().fieldErrors.body[0]).toMatch(/control characters/);
  });

  it("mails a reply with the private link, keeps notes from the visitor, and reopens on the visitor's answer", async () => {
    const ackKey = await lastVisitorKey(db(), "asha@example.com", ticketRef);
    const ack = await rows(
      sql`select text_body, html_body from mail_outbox where to_address = 'asha@example.com'`,
    );
    expect(ack).toHaveLength(1);
    expect(String(ack[0]?.text_body)).not.toMatch(/Invoice question|hosting plan|Asha/);
    expect(String(ack[0]?.html_body)).not.toMatch(/Invoice question|hosting plan|Asha/);

    let { conversation } = await detail(ticketRef);
    await post(`/api/staff/conversations/${ticketRef}/assign`, {
      assigneeId: staff.id,
      version: conversation.version,
    });
    await post(`/api/staff/conversations/${ticketRef}/notes`, {
      body: "Refund approved internally.",
    });
    ({ conversation } = await detail(ticketRef));
    const replied = await post(`/api/staff/conversations/${ticketRef}/replies`, {
      body: "We removed the hosting plan and refunded it.",
      version: conversation.version,
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().conversation.status).toBe("waiting");
    const replyKey = await lastVisitorKey(db(), "asha@example.com", ticketRef);
    expect(replyKey).not.toBe(ackKey);

    for (const key of [ackKey, replyKey]) {
      const thread = await t.app.inject({
        method: "POST",
        url: `/api/tickets/${ticketRef}/thread`,
        payload: { key },
      });
      expect(thread.statusCode).toBe(200);
      const bodies = thread.json().messages.map((m: { body: string }) => m.body);
      expect(bodies).toEqual([
        "Our invoice lists a hosting plan we never ordered.",
        "We removed the hosting plan and refunded it.",
      ]);
      expect(JSON.stringify(thread.json())).not.toContain("Refund approved internally");
    }

    const answer = await t.app.inject({
      method: "POST",
      url: `/api/tickets/${ticketRef}/replies`,
      payload: { key: replyKey, body: "Thank you, all good now." },
      remoteAddress: "10.9.1.1",
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().status).toBe("open");
    const notice = await rows(
      sql`select subject from mail_outbox where to_address = ${staff.email}`,
    );
    expect(notice.map((m) => m.subject)).toEqual([`[${ticketRef}] New reply from Asha Rao`]);
    const overview = (await get("/api/staff/overview")).json();
    expect(overview.medianFirstResponseSeconds).toBeGreaterThanOrEqual(0);
    expect(overview.openTickets).toBe(1);
  });

  it("answers the same 404 for an unknown reference, a wrong key and a missing key", async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: "POST",
        url: "/api/tickets/PF-ZZZZZZZZ/thread",
        payload: { key: "a".repeat(43) },
      }),
      t.app.inject({
        method: "POST",
        url: `/api/tickets/${ticketRef}/thread`,
        payload: { key: "a".repeat(43) },
      }),
      t.app.inject({ method: "POST", url: `/api/tickets/${ticketRef}/thread`, payload: {} }),
      t.app.inject({ method: "POST", url: "/api/tickets/nonsense/thread", payload: {} }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TICKET_NOT_FOUND });
    }
  });

  it("records every staff action in the audit log, with who and when", async () => {
    const member = await makeCaller(db(), "mo", "member");
    await post(`/api/staff/people/${member.id}/role`, { role: "staff" }, admin);
    await post(`/api/staff/people/${member.id}/role`, { role: "member" }, admin);
    await post(`/api/staff/people/${member.id}/disabled`, { disabled: true }, admin);
    const { conversation } = await detail(ticketRef);
    await post(`/api/staff/conversations/${ticketRef}/status`, {
      status: "resolved",
      version: conversation.version,
    });
    const audit = (await get("/api/staff/audit", admin)).json();
    const actions = audit.entries.map((e: { action: string }) => e.action).sort();
    expect(actions).toEqual(
      [
        "conversation.assign",
        "conversation.note",
        "conversation.reply",
        "conversation.status",
        "conversation.status",
        "person.disable",
        "person.grant-staff",
        "person.revoke-staff",
      ].sort(),
    );
    expect(audit.entries[0]).toMatchObject({ actorEmail: "sam@example.com", target: ticketRef });
    expect(Date.parse(audit.entries[0].createdAt)).not.toBeNaN();
    // Disabling ended the member's sessions.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: member.headers });
    expect(me.statusCode).toBe(401);
  });

  it("keeps the audit log append-only in the database, even when an actor's account goes", async () => {
    const refused = async (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => "changed",
          (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
        );
    expect(await refused(sql`update audit_log set target = 'forged'`)).toMatch(/append-only/);
    expect(await refused(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refused(sql`truncate audit_log`)).toMatch(/append-only/);

    const leaver = await makeCaller(db(), "lee", "admin");
    const member = await makeCaller(db(), "pat", "member");
    await post(`/api/staff/people/${member.id}/role`, { role: "staff" }, leaver);
    await db().execute(sql`delete from users where id = ${leaver.id}`);
    const rows = (await db().execute(
      sql`select actor_id, actor_email from audit_log where target = 'pat@example.com'`,
    )) as unknown as { rows: { actor_id: string | null; actor_email: string }[] };
    expect(rows.rows).toEqual([{ actor_id: null, actor_email: "lee@example.com" }]);
  });

  it("refuses sign-in to a disabled account and makes a verified ADMIN_EMAILS account an admin", async () => {
    const owner = await makeCaller(db(), "owner", "member", { password: "correct horse battery" });
    const login = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "correct horse battery" },
        remoteAddress,
      });
    const signedIn = await login(owner.email, "10.9.2.1");
    expect(signedIn.statusCode).toBe(200);
    const role = await rows(sql`select role from users where id = ${owner.id}`);
    expect(role[0]?.role).toBe("admin");
    const promoted = await rows(
      sql`select actor_email, action from audit_log where target = ${owner.email}`,
    );
    expect(promoted).toEqual([{ actor_email: "ADMIN_EMAILS", action: "person.role-admin" }]);

    const unverified = await makeCaller(db(), "unverified", "member", {
      password: "correct horse battery",
      verified: false,
    });
    await db().execute(
      sql`update users set email = 'owner2@example.com' where id = ${unverified.id}`,
    );
    expect((await login("owner2@example.com", "10.9.2.3")).statusCode).toBe(200);
    const stillMember = await rows(sql`select role from users where id = ${unverified.id}`);
    expect(stillMember[0]?.role).toBe("member");
    const blocked = await makeCaller(db(), "blocked", "member", {
      password: "correct horse battery",
    });
    await post(`/api/staff/people/${blocked.id}/disabled`, { disabled: true }, admin);
    const refused = await login(blocked.email, "10.9.2.2");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
  });

  it("makes staff only of an account whose address is verified", async () => {
    const stranger = await makeCaller(db(), "unproved", "member", { verified: false });
    const refused = await post(`/api/staff/people/${stranger.id}/role`, { role: "staff" }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has not verified their e-mail address/);
    const role = await rows(sql`select role from users where id = ${stranger.id}`);
    expect(role[0]?.role).toBe("member");
  });

  it("shows a verified account the conversations sent from its address", async () => {
    const asha = await makeCaller(db(), "asha", "member");
    const mine = await get("/api/account/tickets", asha);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().conversations.map((c: { reference: string }) => c.reference)).toEqual([
      ticketRef,
    ]);
    const thread = await get(`/api/account/tickets/${ticketRef}`, asha);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).not.toContain("Refund approved internally");
    const answered = await post(
      `/api/account/tickets/${ticketRef}/replies`,
      { body: "One more question about the invoice." },
      asha,
    );
    expect(answered.statusCode).toBe(201);
    expect(answered.json().status).toBe("open");
    const ben = await makeCaller(db(), "ben", "member", { verified: false });
    expect((await get("/api/account/tickets", ben)).statusCode).toBe(403);
    const notTheirs = await get(`/api/account/tickets/${ticketRef}`, staff);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(TICKET_NOT_FOUND);
    expect((await t.app.inject({ method: "GET", url: "/api/account/tickets" })).statusCode).toBe(
      401,
    );
  });

  it("keeps a reply whose mail cannot be sent, and the outbox sends it once the server is back", async () => {
    const ref = await submit("/api/tickets", {
      name: "Chen Li",
      email: "chen@example.com",
      subject: "Domain renewal",
      message: "Is our domain renewed?",
    });
    const { conversation } = await detail(ref);
    const replied = await post(`/api/staff/conversations/${ref}/replies`, {
      body: "Yes, until next year.",
      version: conversation.version,
    });
    expect(replied.statusCode).toBe(201);
    const log = { info() {}, warn() {}, error() {}, child: () => log } as never;
    const sent: string[] = [];
    const down = { sendMail: async () => Promise.reject(new Error("421 try later")) };
    const up = {
      sendMail: async (mail: { to: string; subject: string }) => {
        sent.push(`${mail.to}: ${mail.subject}`);
      },
    };
    const first = await deliverDueMail(db(), down, { from: "x@example.com", log, batchSize: 100 });
    expect(first.retried).toBeGreaterThan(0);
    expect((await detail(ref)).messages.map((m: { body: string }) => m.body)).toContain(
      "Yes, until next year.",
    );
    await db().execute(
      sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`,
    );
    await deliverDueMail(db(), up, { from: "x@example.com", log, batchSize: 100 });
    expect(sent).toContain(`chen@example.com: New reply to ${ref}`);
  });
});
