import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller, type TestCaller } from "../../test/staff";

describe.each(databaseKinds)("the inbox's assignee filter on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  let sam: TestCaller;
  let ada: TestCaller;
  const refs = { sams: "", adas: "", nobodys: "" };
  const inbox = async (query: string, caller = sam) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/staff/conversations?${query}`,
      headers: caller.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      references: body.conversations.map((c: { reference: string }) => c.reference),
      counts: body.counts,
    };
  };

  beforeAll(async () => {
    const db = t.testDb.database.db;
    sam = await makeCaller(db, "sam", "staff");
    ada = await makeCaller(db, "ada", "admin");
    let ip = 0;
    for (const key of ["sams", "adas", "nobodys"] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        payload: {
          name: "Asha Rao",
          email: "asha@example.com",
          subject: `Ticket ${key}`,
          message: "Something is broken.",
        },
        remoteAddress: `10.7.0.${++ip}`,
      });
      refs[key] = res.json().reference;
    }
    for (const [reference, assignee] of [
      [refs.sams, sam],
      [refs.adas, ada],
    ] as const) {
      const detail = await t.app.inject({
        url: `/api/staff/conversations/${reference}`,
        headers: ada.headers,
      });
      const assigned = await t.app.inject({
        method: "POST",
        url: `/api/staff/conversations/${reference}/assign`,
        payload: { assigneeId: assignee.id, version: detail.json().conversation.version },
        headers: ada.headers,
      });
      expect(assigned.statusCode).toBe(200);
    }
    // Sam's conversation is open, so the counts show which rows the filter kept.
    const detail = await t.app.inject({
      url: `/api/staff/conversations/${refs.sams}`,
      headers: sam.headers,
    });
    await t.app.inject({
      method: "POST",
      url: `/api/staff/conversations/${refs.sams}/status`,
      payload: { status: "open", version: detail.json().conversation.version },
      headers: sam.headers,
    });
  });

  it("shows everyone's conversations without the filter", async () => {
    const all = await inbox("");
    expect(all.references).toEqual([refs.nobodys, refs.adas, refs.sams]);
    expect(all.counts).toEqual({ new: 2, open: 1, waiting: 0, resolved: 0 });
  });

  it("`me` keeps the caller's own conversations, whoever the caller is", async () => {
    expect(await inbox("assignee=me")).toEqual({
      references: [refs.sams],
      counts: { new: 0, open: 1, waiting: 0, resolved: 0 },
    });
    expect((await inbox("assignee=me", ada)).references).toEqual([refs.adas]);
  });

  it("`none` keeps the unassigned conversations", async () => {
    expect(await inbox("assignee=none")).toEqual({
      references: [refs.nobodys],
      counts: { new: 1, open: 0, waiting: 0, resolved: 0 },
    });
  });

  it("a user id keeps that person's conversations, and refuses what is not an id", async () => {
    expect(await inbox(`assignee=${ada.id}`)).toEqual({
      references: [refs.adas],
      counts: { new: 1, open: 0, waiting: 0, resolved: 0 },
    });
    expect((await inbox(`assignee=${sam.id}&status=open`, ada)).references).toEqual([refs.sams]);
    const bad = await t.app.inject({
      url: "/api/staff/conversations?assignee=sam",
      headers: sam.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.assignee).toBeTruthy();
  });
});
