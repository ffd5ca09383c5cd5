/**
 * POST /api/auth/login at 10 concurrent connections, with GET /api/health measured at the
 * same time: argon2 hashing runs off the event loop, so health must stay fast.
 */
import { nextClientAddress, runLoad } from "./lib/load";
import { startServer } from "./lib/server";

export async function benchLogin(seconds = 10) {
  const server = await startServer({ TRUST_PROXY: "1" });
  const account = {
    email: "bench@example.com",
    username: "bench",
    password: "a long bench passphrase",
  };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...account, confirmPassword: account.password }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const body = JSON.stringify({ email: account.email, password: account.password });
  const [login, health] = await Promise.all([
    runLoad({
      url: `${server.url}/api/auth/login`,
      connections: 10,
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
    }),
    runLoad({ url: `${server.url}/api/health`, connections: 1, duration: seconds }),
  ]);
  await server.stop();
  console.log("\nPOST /api/auth/login at 10 connections, GET /api/health alongside (1 connection)");
  console.table([
    {
      route: "POST /api/auth/login",
      "req/s": login.requestsPerSecond,
      "p50 ms": login.p50,
      "p99 ms": login.p99,
      statuses: JSON.stringify(login.statusCounts),
    },
    {
      route: "GET /api/health",
      "req/s": health.requestsPerSecond,
      "p50 ms": health.p50,
      "p99 ms": health.p99,
      statuses: JSON.stringify(health.statusCounts),
    },
  ]);
}
