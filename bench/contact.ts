/**
 * How many contact messages a second POST /api/contact accepts with 50 concurrent
 * connections, on the embedded database; then counts the rows: every 201 must be stored.
 */
import { PGlite } from "@electric-sql/pglite";
import { nextClientAddress, runLoad } from "./lib/load";
import { startServer } from "./lib/server";

export async function benchContact(seconds = 10) {
  const server = await startServer({ TRUST_PROXY: "1" });
  const body = JSON.stringify({
    user_name: "Load Test",
    user_email: "load@example.com",
    message: "Hello from the bench.",
  });
  const result = await runLoad({
    url: `${server.url}/api/contact`,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
          body,
        }),
      },
    ],
  });
  await server.stop();
  const db = await PGlite.create(server.dataDir);
  const rows =
    (await db.query<{ n: number }>("select count(*)::int as n from contact_messages")).rows[0]?.n ??
    0;
  const mail =
    (await db.query<{ n: number }>("select count(*)::int as n from mail_outbox")).rows[0]?.n ?? 0;
  await db.close();
  const acknowledged = result.statusCounts["201"] ?? 0;
  console.log("\nPOST /api/contact, 50 connections, PGlite");
  console.table([
    {
      "messages/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "201 answers": acknowledged,
      "rows stored": rows,
      "outbox rows": mail,
      lost: Math.max(0, acknowledged - rows),
      "non-201": result.total - acknowledged,
    },
  ]);
}
