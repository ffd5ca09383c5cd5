import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import type { Database } from "../db/database";
import { describeCliError } from "./cli-error";

/**
 * PGlite serves one process (decision 007), so while the server runs, the command-line
 * tools cannot open DATA_DIR themselves. The server listens on a Unix socket inside
 * DATA_DIR (a 0700 folder, the socket 0600: only the owner of the data can talk to it);
 * a CLI that finds the folder held sends its command there and the server runs it on its
 * own connection (decision 017).
 */
export type CliCommand = (database: Database, argv: string[]) => Promise<string>;

interface Request {
  command: string;
  argv: string[];
}
interface Answer {
  output: string;
  ok: boolean;
}

const MAX_REQUEST = 1024 * 1024;

export function controlSocketPath(dataDir: string) {
  return join(dataDir, "control", "cli.sock");
}

export async function startControlSocket(
  dataDir: string,
  database: Database,
  commands: Record<string, CliCommand>,
): Promise<Server> {
  const dir = join(dataDir, "control");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = controlSocketPath(dataDir);
  // A socket left by a crashed server: the data-dir lock says it is no longer in use.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", async (chunk) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST) return socket.destroy();
      const end = buffer.indexOf("\n");
      if (end < 0) return;
      socket.pause();
      let answer: Answer;
      try {
        const request = JSON.parse(buffer.slice(0, end)) as Request;
        const run = commands[request.command];
        if (!run || !Array.isArray(request.argv)) throw new Error("unknown command");
        answer = { ok: true, output: await run(database, request.argv.map(String)) };
      } catch (error) {
        answer = { ok: false, output: describeCliError(error) };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}

/** Sends a command to the running server; rejects when nobody listens. */
export function sendToServer(dataDir: string, command: string, argv: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command, argv })}\n`));
    socket.on("data", (chunk) => {
      buffer += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(JSON.parse(buffer) as Answer);
      } catch {
        reject(new Error("the server closed the connection without an answer"));
      }
    });
  });
}
