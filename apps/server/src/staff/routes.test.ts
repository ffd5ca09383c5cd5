import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { registeredRoutes, routeServing } from "../../test/registered-routes";
import { makeCaller, type TestCaller } from "../../test/staff";

const ticket = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Checkout broken",
  message: "The checkout page shows a blank screen.",
};

describe.each(databaseKinds)("every staff route checks the caller's role on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const callers = {} as Record<"member" | "staff" | "admin", TestCaller>;
  let reference = "";

  beforeAll(async () => {
    const db = t.testDb.database.db;
    callers.member = await makeCaller(db, "mia", "member");
    callers.staff = await makeCaller(db, "sam", "staff");
    callers.admin = await makeCaller(db, "ada", "admin");
    const res = await t.app.inject({ method: "POST", url: "/api/tickets", payload: ticket });
    reference = res.json().reference;
  });

  /** Under /api/staff and /media, the routes every visitor may use; all others are staff routes. */
  const publicRoutes = ["GET /media/:id/:file"];

  /** Every route under /api/staff; `admin` ones refuse staff. Versions are read fresh. */
  const routes = () => [
    { method: "GET", url: "/api/staff/me" },
    { method: "GET", url: "/api/staff/overview" },
    { method: "GET", url: "/api/staff/conversations?q=checkout" },
    { method: "GET", url: `/api/staff/conversations/${reference}` },
    { method: "POST", url: `/api/staff/conversations/${reference}/status`, body: "status" },
    { method: "POST", url: `/api/staff/conversations/${reference}/assign`, body: "assign" },
    { method: "POST", url: `/api/staff/conversations/${reference}/notes`, body: "note" },
    { method: "POST", url: `/api/staff/conversations/${reference}/replies`, body: "reply" },
    { method: "GET", url: "/api/staff/people?q=a", admin: true },
    {
      method: "POST",
      url: `/api/staff/people/${callers.member.id}/role`,
      body: "role",
      admin: true,
    },
    {
      method: "POST",
      url: `/api/staff/people/${callers.member.id}/disabled`,
      body: "enable",
      admin: true,
    },
    { method: "GET", url: "/api/staff/audit", admin: true },
    { method: "GET", url: "/api/staff/projects?service=seo" },
    { method: "POST", url: "/api/staff/projects", body: "project" },
    { method: "PUT", url: async () => `/api/staff/projects/${await newProject()}`, body: "edit" },
    {
      method: "POST",
      url: async () => `/api/staff/projects/${await newProject()}/published`,
      body: "unpublish",
    },
    { method: "POST", url: "/api/staff/projects/order", body: "order" },
    { method: "DELETE", url: async () => `/api/staff/projects/${await newProject()}` },
    { method: "POST", url: "/api/staff/media", body: "image" },
  ];

  const projectFields = {
    title: "Local SEO for a bakery",
    image: "/images/projects/bloom-brew-cafe.svg",
    description: "Maps and reviews.",
    tags: "Local SEO, Maps",
    projectLink: "",
  };
  const image = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#06b6d4" } })
      .png()
      .toBuffer();
  async function newProject() {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/projects",
      headers: callers.admin.headers,
      payload: { ...projectFields, service: "seo" },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  async function bodyFor(kindOfBody: string | undefined) {
    if (!kindOfBody) return undefined;
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/staff/conversations/${reference}`,
      headers: callers.admin.headers,
    });
    const version = detail.json().conversation.version;
    switch (kindOfBody) {
      case "status":
        return { status: "open", version };
      case "assign":
        return { assigneeId: callers.staff.id, version };
      case "note":
        return { body: "Checked the logs." };
      case "reply":
        return { body: "We are on it.", version };
      case "role":
        return { role: "member" };
      case "project":
        return { ...projectFields, service: "seo" };
      case "edit":
        return projectFields;
      case "unpublish":
        return { published: false };
      case "order": {
        const list = await t.app.inject({
          url: "/api/staff/projects?service=seo",
          headers: callers.admin.headers,
        });
        const ids = list.json().projects.map((p: { id: number }) => p.id);
        return { service: "seo", ids: ids.length ? ids : [1] };
      }
      default:
        return { disabled: false };
    }
  }

  it("answers 401 to anonymous callers, 403 to members, and 403 to staff on admin routes", async () => {
    const registered = registeredRoutes(t.app);
    const walked = new Set<string>();
    for (const route of routes()) {
      const call = async (headers?: { authorization: string }) => {
        const payload = route.body === "image" ? await image() : await bodyFor(route.body);
        const url = typeof route.url === "string" ? route.url : await route.url();
        const served = routeServing(registered, route.method, url);
        expect(served, `${route.method} ${url} is not a registered route`).toBeDefined();
        walked.add(served as string);
        return t.app.inject({
          method: route.method as "GET" | "POST" | "PUT" | "DELETE",
          url,
          headers:
            route.body === "image"
              ? { ...headers, "content-type": "image/png", "x-file-name": "dot.png" }
              : headers,
          ...(payload ? { payload } : {}),
        });
      };
      const anonymous = await call();
      const name = `${route.method} ${typeof route.url === "string" ? route.url : "(fresh project)"}`;
      expect(anonymous.statusCode, `anonymous ${name}`).toBe(401);
      expect(anonymous.json().message).toBeTruthy();
      const member = await call(callers.member.headers);
      expect(member.statusCode, `member ${name}`).toBe(403);
      const staff = await call(callers.staff.headers);
      if (route.admin) expect(staff.statusCode, `staff ${name}`).toBe(403);
      else expect(staff.statusCode, `staff ${name}`).toBeLessThan(300);
      const admin = await call(callers.admin.headers);
      expect(admin.statusCode, `admin ${name}`).toBeLessThan(300);
    }
    // A route added under /api/staff or /media must join the walk (or publicRoutes).
    const staffRoutes = registered.filter(
      (route) => /^[A-Z]+ \/(api\/staff|media)(\/|$)/.test(route) && !publicRoutes.includes(route),
    );
    expect(staffRoutes.filter((route) => !walked.has(route))).toEqual([]);
  });
});
