import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { newTicketReference } from "./service";

const contact = {
  user_name: "Asha Rao",
  user_email: "asha@example.com",
  message: "We need a new website.",
};
const ticket = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Site is down",
  message: "Since this morning.",
};

describe.each(databaseKinds)("contact messages and tickets on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const rows = async (table: string) =>
    (await t.testDb.database.db.execute(
      sql.raw(`select * from ${table} order by created_at`),
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
  const post = (url: string, payload: unknown, ip = "10.0.0.1") =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip });

  it("stores a contact message and its notification before answering 201", async () => {
    const res = await post("/api/contact", { ...contact, user_name: "  Asha Rao  " });
    expect(res.statusCode).toBe(201);
    const { message, reference } = res.json();
    expect(message).toBe("Thank you! Your message has been sent.");
    expect(reference).toMatch(/^PF-[A-Z2-9]{8}$/);
    const messages = (await rows("contact_messages")).rows;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ user_name: "Asha Rao", user_email: "asha@example.com" });
    const conversations = (await rows("conversations")).rows;
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ kind: "contact", reference, status: "new" });
    const mail = (await rows("mail_outbox")).rows;
    expect(mail).toHaveLength(2);
    expect(mail.find((m) => m.to_address === "hello@pixelforge.studio")).toMatchObject({
      reply_to: "asha@example.com",
      status: "pending",
    });
    const ack = mail.find((m) => m.to_address === "asha@example.com");
    expect(String(ack?.text_body)).toContain(`/tickets/${reference}?key=`);
    expect(String(ack?.text_body)).not.toContain("We need a new website");
  });

  it("answers 400 with a message for each bad field and stores nothing", async () => {
    const res = await post(
      "/api/contact",
      { user_name: "", user_email: "not-an-email", message: 42 },
      "10.0.0.2",
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["message", "user_email", "user_name"]);
    expect(body.fieldErrors.user_email[0]).toMatch(/valid email/);
  });

  it("refuses over-long fields, malformed JSON, other content types and big bodies", async () => {
    const long = await post("/api/contact", { ...contact, message: "x".repeat(5001) }, "10.0.0.3");
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.message[0]).toMatch(/5001/);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{",
      remoteAddress: "10.0.0.3",
    });
    expect(malformed.statusCode).toBe(400);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "user_name=a",
      remoteAddress: "10.0.0.3",
    });
    expect(form.statusCode).toBe(415);
    const big = await post("/api/contact", { ...contact, message: "x".repeat(80_000) }, "10.0.0.4");
    expect(big.statusCode).toBe(413);
  });

  it("accepts a filled honeypot silently and drops it", async () => {
    const before = (await rows("contact_messages")).rows.length;
    const res = await post(
      "/api/contact",
      { ...contact, website: "http://spam.example" },
      "10.0.0.5",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Thank you! Your message has been sent." });
    expect((await rows("contact_messages")).rows.length).toBe(before);
    expect((await rows("conversations")).rows.length).toBe(before);
  });

  it("limits each address to 5 messages a minute", async () => {
    for (let i = 0; i < 5; i++)
      expect((await post("/api/contact", contact, "10.0.0.6")).statusCode).toBe(201);
    const limited = await post("/api/contact", contact, "10.0.0.6");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("/api/contact", contact, "10.0.0.7")).statusCode).toBe(201);
  });

  it("stores a ticket with a reference, a notification and an acknowledgement", async () => {
    const res = await post("/api/tickets", ticket, "10.0.1.1");
    expect(res.statusCode).toBe(201);
    const { reference, message } = res.json();
    expect(message).toBe(
      "Thank you! Your request has been received. Our team will reach out to you soon.",
    );
    expect(reference).toMatch(/^PF-[A-Z2-9]{8}$/);
    const tickets = (await rows("support_tickets")).rows;
    expect(tickets.at(-1)).toMatchObject({ reference, subject: "Site is down" });
    const mail = (await rows("mail_outbox")).rows.filter((m) =>
      String(m.subject).includes(reference),
    );
    expect(mail.map((m) => m.to_address).sort()).toEqual([
      "asha@example.com",
      "hello@pixelforge.studio",
    ]);
  });

  it("validates tickets field by field", async () => {
    const res = await post(
      "/api/tickets",
      { name: "A", email: "a@b.co", subject: "s".repeat(201) },
      "10.0.1.2",
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(["message", "subject"]);
  });
});

describe("ticket references", () => {
  it("are unambiguous and unlikely to repeat", () => {
    const refs = new Set(Array.from({ length: 2000 }, newTicketReference));
    expect(refs.size).toBe(2000);
    for (const ref of refs) expect(ref).not.toMatch(/[01IO]/);
  });
});
