import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller, type TestCaller } from "../../test/staff";

describe.each(databaseKinds)("the portfolio manager on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  let staff: TestCaller;
  let admin: TestCaller;
  beforeAll(async () => {
    staff = await makeCaller(t.testDb.database.db, "pia", "staff");
    admin = await makeCaller(t.testDb.database.db, "ada", "admin");
  });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
  const publicList = () => t.app.inject({ url: "/api/projects?service=ui-ux-design" });
  const create = async (title: string) => {
    const res = await send("POST", "/api/staff/projects", {
      service: "ui-ux-design",
      title,
      image: "/images/projects/a.svg",
      description: `About ${title}.`,
      tags: "Figma, Research",
      projectLink: "https://example.com",
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; tags: string[]; published: boolean };
  };

  it("creates, edits, reorders, unpublishes and deletes; the public list follows at once", async () => {
    const first = await create("Clinic app");
    expect(first).toMatchObject({ tags: ["Figma", "Research"], published: true });
    const second = await create("Ferry tickets");
    const before = await publicList();
    expect(before.json().projects.map((p: { title: string }) => p.title)).toEqual([
      "Clinic app",
      "Ferry tickets",
    ]);

    const order = await send("POST", "/api/staff/projects/order", {
      service: "ui-ux-design",
      ids: [second.id, first.id],
    });
    expect(order.statusCode).toBe(200);
    const edited = await send("PUT", `/api/staff/projects/${first.id}`, {
      title: "Clinic booking app",
      image: "/images/projects/a.svg",
      description: "Booking in three taps.",
      tags: "",
      projectLink: "",
    });
    expect(edited.json()).toMatchObject({
      title: "Clinic booking app",
      tags: [],
      projectLink: null,
    });
    const hidden = await send("POST", `/api/staff/projects/${second.id}/published`, {
      published: false,
    });
    expect(hidden.json().published).toBe(false);

    const after = await publicList();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().projects.map((p: { title: string }) => p.title)).toEqual([
      "Clinic booking app",
    ]);
    expect((await send("DELETE", `/api/staff/projects/${first.id}`)).statusCode).toBe(204);
    expect((await publicList()).json().projects).toEqual([]);

    const audit = await t.app.inject({ url: "/api/staff/audit", headers: admin.headers });
    expect(
      audit
        .json()
        .entries.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual([
      "project.create",
      "project.create",
      "project.delete",
      "project.edit",
      "project.reorder",
      "project.unpublish",
    ]);
  });

  it("refuses bad fields next to their names and a stale order with 409", async () => {
    const bad = await send("POST", "/api/staff/projects", {
      service: "ui-ux-design",
      title: "",
      image: "javascript:alert(1)",
      description: "x",
      tags: "",
      projectLink: "ftp://x",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(["image", "projectLink", "title"]);
    const stale = await send("POST", "/api/staff/projects/order", {
      service: "ui-ux-design",
      ids: [999_999],
    });
    expect(stale.statusCode).toBe(409);
  });
});
