/**
 * A second `npm start`: the web app and the server are built, the embedded database exists.
 * Times each command from its launch until /api/health answers, and reads the idle RSS of
 * the server it started. Target (issue 15): ready in ≤ 2 s.
 *   - `npm start` (npm, scripts/start.mjs checking what is stale, then the compiled server)
 *   - `node apps/server/dist/main.js` (the server alone)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, repoRoot, startServer } from "./lib/server";

const READY_TARGET_S = 2;

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The server's pid: the node process under `child` that runs dist/main.js. */
function serverPid(child: ChildProcess): number {
  const pids = execFileSync("ps", ["-eo", "pid=,pgid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .filter((m) => Number(m[2]) === child.pid && m[3]?.includes("apps/server/dist/main.js"));
  return Number(pids[0]?.[1] ?? child.pid);
}

async function timeToReady(command: string, args: string[], dataDir: string) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  // Its own process group, so npm, start.mjs and the server stop together.
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 60_000;
  let seconds: number | undefined;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        seconds = Number(process.hrtime.bigint() - started) / 1e9;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const rss = rssMb(serverPid(child));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  await exited;
  return { seconds, rss };
}

export async function benchStart(runs = 3) {
  // The first start creates the database; every start measured below is a second one.
  const first = await startServer();
  await first.stop();
  const commands: [string, string, string[]][] = [
    ["npm start", "npm", ["start", "--silent"]],
    ["node apps/server/dist/main.js", process.execPath, ["apps/server/dist/main.js"]],
  ];
  const rows = [];
  for (const [name, command, args] of commands) {
    const times: number[] = [];
    const rss: number[] = [];
    let failures = 0;
    for (let run = 0; run < runs; run++) {
      const result = await timeToReady(command, args, first.dataDir);
      if (result.seconds === undefined) failures++;
      else times.push(result.seconds);
      rss.push(result.rss);
    }
    times.sort((a, b) => a - b);
    const mid = times[Math.floor(times.length / 2)];
    rows.push({
      command: name,
      "ready (s), median": mid === undefined ? "error: never ready" : mid.toFixed(2),
      "spread (s)": times.length ? `${times[0]?.toFixed(2)}–${times.at(-1)?.toFixed(2)}` : "—",
      target:
        mid !== undefined && mid <= READY_TARGET_S
          ? `≤ ${READY_TARGET_S} s ✓`
          : `≤ ${READY_TARGET_S} s ✗`,
      "idle RSS (MB)": rss.join(", "),
      "failed runs": failures,
    });
  }
  console.log(`\nSecond start on an existing embedded database (${runs} runs each)`);
  console.table(rows);
}
