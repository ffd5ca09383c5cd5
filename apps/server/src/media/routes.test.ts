import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { databaseKinds } from "../../test/databases";
import { makeCaller, type TestCaller } from "../../test/staff";
import { runRetention } from "../accounts/retention";

const periods = { sentMailDays: 30, tokenDays: 7 };

/** A 2000×1200 JPEG carrying EXIF, as a phone would send it. */
function photo() {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: "#2a5d69" } })
    .withExif({ IFD0: { Make: "PhoneCo", Copyright: "secret owner" } })
    .jpeg()
    .toBuffer();
}

describe.each(databaseKinds)("image upload on %s", (kind) => {
  const t = useTestApp(kind, {}, { outboxWorker: false });
  let staff: TestCaller;
  let member: TestCaller;
  beforeAll(async () => {
    staff = await makeCaller(t.testDb.database.db, "ida", "staff");
    member = await makeCaller(t.testDb.database.db, "max", "member");
  });
  const upload = (body: Buffer, name: string, caller?: TestCaller, type = "image/jpeg") =>
    t.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { "content-type": type, "x-file-name": name, ...(caller?.headers ?? {}) },
      payload: body,
    });

  it("makes 480/960/1600 px AVIF and WebP variants without metadata, served immutable", async () => {
    const res = await upload(await photo(), "harbour.jpg", staff);
    expect(res.statusCode).toBe(201);
    const { id, width, height, image } = res.json();
    expect({ width, height }).toEqual({ width: 2000, height: 1200 });
    expect(image).toBe(`/media/${id}/2000x1200`);
    for (const w of [480, 960, 1600]) {
      for (const format of ["avif", "webp"]) {
        const variant = await t.app.inject({ url: `/media/${id}/${w}.${format}` });
        expect(variant.statusCode).toBe(200);
        expect(variant.headers["content-type"]).toBe(`image/${format}`);
        expect(variant.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(variant.rawPayload).metadata();
        expect(meta.width).toBe(w);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect((await t.app.inject({ url: `/media/${id}/480.png` })).statusCode).toBe(404);
  });

  it("turns a phone's sideways photo upright and reports its upright size", async () => {
    // Stored 2000×1200 with EXIF orientation 6: the camera was held upright.
    const sideways = await sharp(await photo())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(sideways, "portrait.jpg", staff);
    expect(res.statusCode).toBe(201);
    const { id, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 1200, height: 2000 });
    const variant = await t.app.inject({ url: `/media/${id}/960.webp` });
    const meta = await sharp(variant.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 960, height: 1600 });
  });

  it("never makes a variant wider than the original", async () => {
    const small = await sharp({
      create: { width: 700, height: 500, channels: 3, background: "#d9a441" },
    })
      .png()
      .toBuffer();
    const res = await upload(small, "badge.png", staff, "image/png");
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const widthOf = async (url: string) => {
      const answer = await t.app.inject({ url });
      return answer.statusCode === 200 ? (await sharp(answer.rawPayload).metadata()).width : 404;
    };
    expect(await widthOf(`/media/${id}/480.avif`)).toBe(480);
    expect(await widthOf(`/media/${id}/700.webp`)).toBe(700);
    expect(await widthOf(`/media/${id}/960.webp`)).toBe(404);
    expect(await widthOf(`/media/${id}/1600.avif`)).toBe(404);
  });

  it("lets the retention job delete, after a day, uploads that no project shows", async () => {
    const used = (await upload(await photo(), "used.jpg", staff)).json();
    const unused = (await upload(await photo(), "unused.jpg", staff)).json();
    const project = await t.app.inject({
      method: "POST",
      url: "/api/staff/projects",
      headers: staff.headers,
      payload: {
        service: "seo",
        title: "Harbour guide",
        image: used.image,
        description: "A guide to the harbour.",
        tags: "SEO",
        projectLink: "https://example.com",
      },
    });
    expect(project.statusCode).toBe(201);
    const status = async (id: string) =>
      (await t.app.inject({ url: `/media/${id}/480.webp` })).statusCode;

    await runRetention(t.testDb.database.db, periods); // within the day: both stay
    expect([await status(used.id), await status(unused.id)]).toEqual([200, 200]);
    await runRetention(t.testDb.database.db, periods, Date.now() + 25 * 3_600_000);
    expect([await status(used.id), await status(unused.id)]).toEqual([200, 404]);
  });

  it("refuses other files, lying names, big files and callers who are not staff", async () => {
    const jpeg = await photo();
    expect((await upload(jpeg, "harbour.jpg")).statusCode).toBe(401);
    expect((await upload(jpeg, "harbour.jpg", member)).statusCode).toBe(403);
    const pdf = await upload(Buffer.from("%PDF-1.7 not an image at all"), "cv.pdf", staff);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toMatch(/PNG, JPEG, WebP and AVIF/);
    const lying = await upload(jpeg, "harbour.png", staff, "image/png");
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toMatch(/JPEG image, but its name/);
    const big = await upload(
      Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]),
      "big.jpg",
      staff,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/10 MB/);
    const broken = await upload(jpeg.subarray(0, 200), "broken.jpg", staff);
    expect(broken.statusCode).toBe(422);
  });
});
