import { randomBytes } from "node:crypto";
import { BUILDER_SITE_LIMITS } from "@pixelforge/contracts/builder-sites";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller, type TestCaller } from "../../test/staff";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type App = ReturnType<typeof useTestApp>;

/** A 1×1 PNG, and a "variant" of it: bytes that must come back exactly as sent. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const picture = (name = "assets/loaf.png", bytes: Buffer = PNG) => ({
  name,
  type: "image/png",
  width: 1,
  height: 1,
  bytes: bytes.toString("base64"),
  variants: [
    {
      name: name.replace(/\.png$/, "-480.webp"),
      type: "image/webp",
      width: 1,
      height: 1,
      bytes: Buffer.from("webp bytes").toString("base64"),
    },
  ],
});
const siteBody = (name: string, extra: object = {}) => ({
  name,
  config: { websiteTitle: name, heroTitle: "Fresh bread daily", heroMedia: "assets/loaf.png" },
  assets: [picture()],
  ...extra,
});

function caller(t: App) {
  return (who: TestCaller | undefined, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

describe.each(databaseKinds)("sites saved to the account on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  const call = caller(t);
  let ann: TestCaller;
  let bob: TestCaller;
  beforeAll(async () => {
    ann = await makeCaller(t.testDb.database.db, "ann", "member", { password: "long enough pw 1" });
    bob = await makeCaller(t.testDb.database.db, "bob", "member");
  });

  it("creates, lists, opens, renames, saves and deletes a site with its pictures", async () => {
    const created = await call(ann, "POST", "/api/builder/sites", siteBody("Crumb & Co."));
    expect(created.statusCode).toBe(201);
    const site = created.json();
    expect(site).toMatchObject({ name: "Crumb & Co.", version: 1 });
    expect(site.size).toBeGreaterThan(PNG.length);

    const second = await call(ann, "POST", "/api/builder/sites", siteBody("Second shop"));
    const list = await call(ann, "GET", "/api/builder/sites");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().sites.map((s: { name: string }) => s.name)).toEqual([
      "Second shop",
      "Crumb & Co.",
    ]);
    expect(list.json().used).toEqual({ sites: 2, bytes: site.size + second.json().size });

    const opened = await call(ann, "GET", `/api/builder/sites/${site.id}`);
    expect(opened.statusCode).toBe(200);
    const body = opened.json();
    expect(body.config).toMatchObject({
      websiteTitle: "Crumb & Co.",
      heroMedia: "assets/loaf.png",
      color: "#06B6D4",
    });
    expect(body.assets).toEqual([picture()]);

    const renamed = await call(ann, "PATCH", `/api/builder/sites/${site.id}`, {
      name: "  Crumb and Company ",
    });
    expect(renamed.json()).toMatchObject({ name: "Crumb and Company", version: 1 });

    const saved = await call(ann, "PUT", `/api/builder/sites/${site.id}`, {
      version: 1,
      config: { websiteTitle: "Crumb and Company", heroMedia: "assets/rye.png" },
      assets: [picture("assets/rye.png", Buffer.concat([PNG, PNG]))],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Crumb and Company", version: 2 });
    const reopened = (await call(ann, "GET", `/api/builder/sites/${site.id}`)).json();
    expect(reopened.config.heroMedia).toBe("assets/rye.png");
    expect(reopened.assets.map((a: { name: string }) => a.name)).toEqual(["assets/rye.png"]);
    expect(Buffer.from(reopened.assets[0].bytes, "base64")).toEqual(Buffer.concat([PNG, PNG]));

    const deleted = await call(ann, "DELETE", `/api/builder/sites/${site.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(ann, "GET", `/api/builder/sites/${site.id}`)).statusCode).toBe(404);
    const rest = (await call(ann, "GET", "/api/builder/sites")).json();
    expect(rest.sites.map((s: { name: string }) => s.name)).toEqual(["Second shop"]);
    await call(ann, "DELETE", `/api/builder/sites/${second.json().id}`);
  });

  it("answers 401 to a visitor who is not signed in, on every route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const attempts: [Method, string, unknown][] = [
      ["GET", "/api/builder/sites", undefined],
      ["POST", "/api/builder/sites", siteBody("Anonymous")],
      ["GET", `/api/builder/sites/${id}`, undefined],
      ["PUT", `/api/builder/sites/${id}`, { version: 1, config: {}, assets: [] }],
      ["PATCH", `/api/builder/sites/${id}`, { name: "x" }],
      ["DELETE", `/api/builder/sites/${id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(undefined, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe("Log in to keep your sites in your account.");
    }
  });

  it("answers 404 for another account's site and leaves it as it was", async () => {
    const own = (await call(ann, "POST", "/api/builder/sites", siteBody("Ann's bakery"))).json();
    const url = `/api/builder/sites/${own.id}`;
    const attempts: [Method, unknown][] = [
      ["GET", undefined],
      ["PUT", { version: 1, config: { websiteTitle: "Taken" }, assets: [] }],
      ["PATCH", { name: "Taken" }],
      ["DELETE", undefined],
    ];
    for (const [method, payload] of attempts) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe("There is no such saved site in your account.");
    }
    expect((await call(bob, "GET", "/api/builder/sites")).json().sites).toEqual([]);
    expect((await call(bob, "GET", "/api/builder/sites/not-a-uuid")).statusCode).toBe(404);
    const still = (await call(ann, "GET", url)).json();
    expect(still).toMatchObject({ name: "Ann's bakery", version: 1 });
    expect(still.assets).toHaveLength(1);
    await call(ann, "DELETE", url);
  });

  it("refuses a save made from an older version with 409 and keeps the newer one", async () => {
    const site = (await call(ann, "POST", "/api/builder/sites", siteBody("Two tabs"))).json();
    const url = `/api/builder/sites/${site.id}`;
    const first = await call(ann, "PUT", url, {
      version: 1,
      config: { websiteTitle: "From the laptop" },
      assets: [],
    });
    expect(first.json().version).toBe(2);
    const stale = await call(ann, "PUT", url, {
      version: 1,
      config: { websiteTitle: "From the phone" },
      assets: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/another tab or device.*Reload the saved version/);
    expect((await call(ann, "GET", url)).json().config.websiteTitle).toBe("From the laptop");
    await call(ann, "DELETE", url);
  });

  it("answers 400 with field errors for a bad name, configuration or picture", async () => {
    const res = await call(ann, "POST", "/api/builder/sites", {
      name: "Bad\u0007name",
      config: { websiteTitle: "x".repeat(101), sectionOrder: ["Gallery"] },
      assets: [{ name: "../etc/passwd", type: "text/html", bytes: "not base64!" }],
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors.name).toEqual(["Remove the invisible control characters from this field."]);
    expect(fieldErrors.config).toEqual(
      expect.arrayContaining(["must be at most 100 characters", "must list the four sections"]),
    );
    expect(fieldErrors.assets).toEqual(
      expect.arrayContaining([
        "is not a picture name the builder makes",
        "must be an image or video type",
        "must be the file's bytes in base64",
      ]),
    );
    const empty = await call(
      ann,
      "PATCH",
      "/api/builder/sites/00000000-0000-4000-8000-000000000000",
      {
        name: "   ",
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.name).toEqual(["Enter a name for the site."]);
    const noVersion = await call(
      ann,
      "PUT",
      "/api/builder/sites/00000000-0000-4000-8000-000000000000",
      {
        config: {},
        assets: [],
      },
    );
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors).toHaveProperty("version");
    expect((await call(ann, "GET", "/api/builder/sites")).json().sites).toEqual([]);
  });

  it("keeps a site of several megabytes and gives every byte back", async () => {
    const large = randomBytes(6 * 1024 * 1024);
    const res = await call(ann, "POST", "/api/builder/sites", {
      ...siteBody("Large gallery"),
      assets: [picture("assets/large.png", large)],
    });
    expect(res.statusCode).toBe(201);
    const opened = await call(ann, "GET", `/api/builder/sites/${res.json().id}`);
    expect(opened.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.from(opened.json().assets[0].bytes, "base64").equals(large)).toBe(true);
    await call(ann, "DELETE", `/api/builder/sites/${res.json().id}`);
  });

  it("refuses a site over 25 MB with 413 and says what to do", async () => {
    const big = randomBytes(BUILDER_SITE_LIMITS.siteBytes + 1024 * 1024);
    const res = await call(ann, "POST", "/api/builder/sites", {
      ...siteBody("Huge"),
      assets: [picture("assets/huge.png", big)],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "This site is 26 MB; saved sites can hold up to 25 MB. Remove or shrink some pictures, then save again.",
    );
    expect((await call(ann, "GET", "/api/builder/sites")).json().sites).toEqual([]);
  });

  it("keeps at most 20 sites an account, then answers 413", async () => {
    for (let n = 1; n <= BUILDER_SITE_LIMITS.sites; n++) {
      const res = await call(
        bob,
        "POST",
        "/api/builder/sites",
        siteBody(`Site ${n}`, { assets: [] }),
      );
      expect(res.statusCode).toBe(201);
    }
    const over = await call(bob, "POST", "/api/builder/sites", siteBody("One too many"));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      "You already have 20 saved sites, the most an account can keep. Delete one you no longer need, then save again.",
    );
    // Saving one of the twenty again is still possible.
    const [first] = (await call(bob, "GET", "/api/builder/sites")).json().sites;
    const resave = await call(bob, "PUT", `/api/builder/sites/${first.id}`, {
      version: 1,
      config: { websiteTitle: "Still fits" },
      assets: [],
    });
    expect(resave.statusCode).toBe(200);
  });

  it("lists the sites in the data download, without picture bytes, and deletes them with the account", async () => {
    const site = (
      await call(ann, "POST", "/api/builder/sites", siteBody("Exported bakery"))
    ).json();
    const exported = await call(ann, "GET", "/api/account/export");
    expect(exported.statusCode).toBe(200);
    const { builderSites } = exported.json();
    expect(builderSites).toEqual([
      expect.objectContaining({
        name: "Exported bakery",
        config: expect.objectContaining({ websiteTitle: "Exported bakery" }),
        pictures: ["assets/loaf.png"],
      }),
    ]);
    expect(exported.body).not.toContain(PNG.toString("base64"));

    const deleted = await call(ann, "POST", "/api/account/delete", {
      password: "long enough pw 1",
    });
    expect(deleted.statusCode).toBe(200);
    const left = (await t.testDb.database.db.execute(
      sql`select (select count(*) from builder_sites where user_id = ${ann.id})::int as sites,
                 (select count(*) from builder_site_assets where site_id = ${site.id})::int as files`,
    )) as unknown as { rows: { sites: number; files: number }[] };
    expect(left.rows[0]?.sites).toBe(0);
    expect(left.rows[0]?.files).toBe(0);
  });
});

describe.each(databaseKinds)("the account's size cap on %s", (kind) => {
  const limits = { siteBytes: 64 * 1024, accountBytes: 160 * 1024, sites: 20 };
  const t = useTestApp(kind, {}, { outboxWorker: false, builderSiteLimits: limits });
  const call = caller(t);
  let cleo: TestCaller;
  beforeAll(async () => {
    cleo = await makeCaller(t.testDb.database.db, "cleo", "member");
  });
  const withBytes = (name: string, size: number) =>
    siteBody(name, { assets: [picture("assets/photo.png", randomBytes(size))] });

  it("refuses the save that would take the account over its total with 413", async () => {
    for (const name of ["One", "Two"]) {
      const res = await call(cleo, "POST", "/api/builder/sites", withBytes(name, 60 * 1024));
      expect(res.statusCode).toBe(201);
    }
    const over = await call(cleo, "POST", "/api/builder/sites", withBytes("Three", 60 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(
      /^Saving this site would bring your saved sites to 18\d KB; an account can keep up to 160 KB\. Delete a site you no longer need, or remove some pictures\.$/,
    );
    // Replacing a site counts its new size instead of its old one.
    const [one] = (await call(cleo, "GET", "/api/builder/sites")).json().sites;
    const smaller = await call(cleo, "PUT", `/api/builder/sites/${one.id}`, {
      version: one.version,
      ...withBytes("One", 20 * 1024),
    });
    expect(smaller.statusCode).toBe(200);
    const third = await call(cleo, "POST", "/api/builder/sites", withBytes("Three", 60 * 1024));
    expect(third.statusCode).toBe(201);
  });

  it("answers a body far over the cap with 413 before reading it", async () => {
    const res = await call(
      cleo,
      "POST",
      "/api/builder/sites",
      withBytes("Far too big", 200 * 1024),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(
      /^This site is about 2\d\d KB; saved sites can hold up to 64 KB\. Remove or shrink some pictures/,
    );
  });
});
