/**
 * Upload and resize: a photo of about 5 MB (a 4000×3000 noisy JPEG, like a phone's) sent to
 * `POST /api/staff/media` through the whole server, which checks its bytes, makes the six
 * variants (480/960/1600 px, AVIF and WebP) with sharp and stores them. Printed figures.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { openPglite } from "../apps/server/src/db/database";
import { staffApp } from "./lib/staff-app";

async function photo() {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 75 })
    .toBuffer();
}

export async function benchUpload(rounds = 5) {
  const database = await openPglite(mkdtempSync(join(tmpdir(), "pixelforge-bench-upload-")));
  await database.migrate();
  const { app, headers } = await staffApp(database, "benchupload");
  const body = await photo();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: {
        ...headers,
        "content-type": "image/jpeg",
        "x-file-name": "photo.jpg",
      },
      payload: body,
    });
    times.push(performance.now() - t0);
    if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  }
  await app.close();
  await database.close();
  times.sort((a, b) => a - b);
  console.log(
    `\nUpload and resize a ${(body.length / 1024 / 1024).toFixed(1)} MB 4000×3000 JPEG into 6 variants, ${rounds} uploads one after another`,
  );
  console.table([
    {
      "p50 s": Number(((times[Math.floor(times.length / 2)] ?? 0) / 1000).toFixed(2)),
      "max s": Number(((times.at(-1) ?? 0) / 1000).toFixed(2)),
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchUpload(Number(process.env.BENCH_ROUNDS ?? 5));
}
