/**
 * The staff inbox over 100,000 conversations: the first page (newest first, with the counts
 * per status) and a full-text search, each asked one after another through the whole
 * server (routing, session and role check, validation, SQL) with `app.inject`.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a database it may fill).
 * Target: p99 ≤ 50 ms on PostgreSQL. Printed figures, not assertions.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openPglite } from "../apps/server/src/db/database";
import { openPostgres } from "../apps/server/src/db/postgres";
import { staffApp } from "./lib/staff-app";

const CONVERSATIONS = 100_000;

const words = `invoice website hosting domain logo checkout payment refund design colour font
mobile tablet speed search ranking analytics newsletter booking calendar gallery video
contract quote deadline launch migration backup password login account email bakery tea
garden bicycle florist dentist lawyer studio gym restaurant hotel school charity museum
shop cart shipping tax discount coupon review map contact form button banner footer menu`
  .split(/\s+/)
  .filter(Boolean);

/** Fills the table in one statement per 10,000 rows, entirely inside the database. */
async function fill(database: Database) {
  const vocabulary = sql.raw(`(array[${words.map((w) => `'${w}'`).join(",")}])`);
  const n = words.length;
  for (let start = 1; start <= CONVERSATIONS; start += 10_000) {
    await database.db.execute(sql`
      insert into conversations
        (kind, reference, status, name, email, subject, message, visitor_key_hashes, created_at, last_message_at)
      select case when i % 3 = 0 then 'contact' else 'ticket' end,
             'PF-' || lpad(upper(to_hex(i)), 8, 'Z'),
             (array['new','open','waiting','resolved'])[1 + i % 4],
             'Visitor ' || i,
             'visitor' || i || '@example.com',
             case when i % 3 = 0 then '' else initcap(${vocabulary}[1 + (i * 7) % ${n}]) || ' question' end,
             'Hello, about our ' || ${vocabulary}[1 + (i * 13) % ${n}] || ' and the '
               || ${vocabulary}[1 + (i * 31) % ${n}] || ': could you help with the '
               || ${vocabulary}[1 + (i * 37) % ${n}] || ' this week?',
             array[md5(i::text)],
             now() - make_interval(mins => i),
             now() - make_interval(mins => i)
        from generate_series(${start}::int, ${Math.min(start + 9_999, CONVERSATIONS)}::int) as i`);
  }
  // As autovacuum would have by now: statistics, and the visibility map that lets the
  // status counts read the index alone.
  await database.db.execute(sql`vacuum analyze conversations`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(database: Database, label: string, rounds: number) {
  const started = Date.now();
  await fill(database);
  const fillSeconds = ((Date.now() - started) / 1000).toFixed(1);
  const { app, headers } = await staffApp(database, "benchstaff");

  const first = await app.inject({ url: "/api/staff/conversations?limit=25", headers });
  const cursor = (first.json() as { nextCursor: string }).nextCursor;
  const cases = [
    { name: "first page (all)", url: "/api/staff/conversations?limit=25" },
    { name: "first page, status=open", url: "/api/staff/conversations?status=open&limit=25" },
    { name: "next page (cursor)", url: `/api/staff/conversations?limit=25&cursor=${cursor}` },
    { name: "search one word", url: "/api/staff/conversations?q=bakery&limit=25" },
    { name: "search two words", url: "/api/staff/conversations?q=museum%20ranking&limit=25" },
  ];
  const rows = [];
  for (const c of cases) {
    let found = 0;
    for (let i = 0; i < 10; i++) await app.inject({ url: c.url, headers }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url: c.url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${c.url} answered ${res.statusCode}`);
      found = (res.json() as { conversations: unknown[] }).conversations.length;
    }
    times.sort((a, b) => a - b);
    rows.push({
      database: label,
      request: c.name,
      "rows shown": found,
      "p50 ms": Number(percentile(times, 50).toFixed(1)),
      "p99 ms": Number(percentile(times, 99).toFixed(1)),
    });
  }
  await app.close();
  console.log(
    `\n${label}: ${CONVERSATIONS.toLocaleString("en")} conversations made in ${fillSeconds} s`,
  );
  return rows;
}

export async function benchInbox(rounds = 200, postgresUrl = process.env.BENCH_DATABASE_URL) {
  const rows = [];
  const pglite = await openPglite(mkdtempSync(join(tmpdir(), "pixelforge-bench-pglite-")));
  await pglite.migrate();
  rows.push(...(await measure(pglite, "PGlite", rounds)));
  await pglite.close();
  if (postgresUrl) {
    const postgres = openPostgres(postgresUrl);
    await postgres.migrate();
    // A clean slate in the bench database: only its conversations and the bench account.
    await postgres.db.execute(sql`truncate conversations cascade`);
    await postgres.db.execute(sql`delete from users where email = 'bench-staff@example.com'`);
    rows.push(...(await measure(postgres, "PostgreSQL", rounds)));
    await postgres.close();
  }
  console.log(
    `\nStaff inbox over ${CONVERSATIONS.toLocaleString("en")} conversations, ${rounds} sequential requests each (target p99 ≤ 50 ms on PostgreSQL)`,
  );
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchInbox(Number(process.env.BENCH_ROUNDS ?? 200));
}
