import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// The compiled server, as production runs it; the test run builds it first (global-setup.ts).
const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the time it took. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
}

/** Runs the real server (dist/main.js) in a child process on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: an orphaned server would slow every test after it.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const check = () => {
      const match = output.match(/running at http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on("data", check);
    exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited during start:\n${output}`));
    });
  });
  return { url, child, exited, output: () => output };
}

/** A fresh client address per call, for servers started with TRUST_PROXY=1. Random, so
 * rate-limit counters shared in Redis never collide between tests or runs. */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string } & Record<
    string,
    unknown
  >;
  return { status: res.status, body: json };
}

/**
 * Keeps `concurrency` loops posting contact messages until told to stop or the server
 * stops answering; returns every status seen (0 for a connection error).
 */
export function contactLoad(url: string, concurrency: number) {
  const statuses: number[] = [];
  let stopped = false;
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    let n = 0;
    while (!stopped) {
      try {
        const res = await postJson(`${url}/api/contact`, {
          user_name: `Load ${i}`,
          user_email: "load@example.com",
          message: `loop ${i} message ${n++}`,
        });
        statuses.push(res.status);
      } catch {
        statuses.push(0);
        await new Promise((r) => setTimeout(r, 20));
        if (statuses.filter((s) => s === 0).length > concurrency * 20) break;
      }
    }
  });
  return {
    statuses,
    /** How many messages the server has answered 201 so far. */
    acknowledged: () => statuses.filter((s) => s === 201).length,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
