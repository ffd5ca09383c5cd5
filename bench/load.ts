/**
 * A mixed workload on loopback: pages, GET /api/projects, POST /api/contact and
 * POST /api/auth/login at 100 connections in all for a bounded time (30 s by default).
 * Prints requests/s, p50/p99 and errors per route, and the server's RSS (main thread and
 * the PGlite worker: one process) idle right after start, warmed up and at the end.
 * Targets: zero 5xx, p99 of pages and projects under 50 ms, RSS idle ≤ 400 MB and after
 * load ≤ 550 MB, end RSS no more than 20% above the warmed-up figure.
 */
import { readFileSync } from "node:fs";
import { nextClientAddress, runLoad } from "./lib/load";
import { startServer } from "./lib/server";

const IDLE_RSS_TARGET_MB = 400;
const LOAD_RSS_TARGET_MB = 550;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function benchLoad(seconds = 30, postgres?: string) {
  const server = await startServer({ TRUST_PROXY: "1" }, { postgres });
  const pid = server.process.pid ?? 0;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);
  const account = {
    email: "load@example.com",
    username: "loadtest",
    password: "a long load-test passphrase",
  };
  await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, confirmPassword: account.password }),
  });
  const json = (body: unknown) => ({
    method: "POST" as const,
    setupRequest: (request: Record<string, unknown>) => ({
      ...request,
      headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
      body: JSON.stringify(body),
    }),
  });
  const routes = [
    {
      name: "GET / (page)",
      connections: 30,
      url: `${server.url}/`,
      headers: { "accept-encoding": "br" },
    },
    {
      // A portfolio page: completed with its list at request time (decision 024).
      name: "GET /portfolio/web-development (page)",
      connections: 20,
      url: `${server.url}/portfolio/web-development`,
      headers: { "accept-encoding": "br" },
    },
    {
      name: "GET /api/projects",
      connections: 30,
      url: `${server.url}/api/projects?service=web-development`,
    },
    {
      name: "POST /api/contact",
      connections: 15,
      url: `${server.url}/api/contact`,
      requests: [json({ user_name: "Load", user_email: "load@example.com", message: "Hello" })],
    },
    {
      name: "POST /api/auth/login",
      connections: 5,
      url: `${server.url}/api/auth/login`,
      requests: [json({ email: account.email, password: account.password })],
    },
  ];
  // Warm up, then measure.
  await Promise.all(
    routes.map((r) =>
      runLoad({
        url: r.url,
        connections: 2,
        duration: 3,
        headers: r.headers,
        requests: r.requests as never,
      }),
    ),
  );
  const warm = rssMb(pid);
  const results = await Promise.all(
    routes.map((r) =>
      runLoad({
        url: r.url,
        connections: r.connections,
        duration: seconds,
        headers: r.headers,
        requests: r.requests as never,
      }),
    ),
  );
  const end = rssMb(pid);
  await server.stop();
  console.log(
    `\nMixed load: ${routes.reduce((n, r) => n + r.connections, 0)} connections for ${seconds} s (${postgres ? "PostgreSQL" : "PGlite"})`,
  );
  console.table(
    results.map((r, i) => ({
      route: routes[i]?.name,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "5xx": Object.entries(r.statusCounts)
        .filter(([code]) => code.startsWith("5"))
        .reduce((n, [, c]) => n + c, 0),
      "other errors": r.errors,
      statuses: JSON.stringify(r.statusCounts),
    })),
  );
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  console.log(
    `RSS idle after start: ${idle} MB (target ≤ ${IDLE_RSS_TARGET_MB} MB ${mark(idle <= IDLE_RSS_TARGET_MB)}), ` +
      `warmed up: ${warm} MB, after load: ${end} MB (target ≤ ${LOAD_RSS_TARGET_MB} MB ${mark(end <= LOAD_RSS_TARGET_MB)}; ` +
      `${(((end - warm) / warm) * 100).toFixed(0)}% above warmed up, target ≤ 20%)`,
  );
}
