import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** True when a process with this id exists (even one of another user). */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite serves one process at a time: a second process opening the same folder would
 * corrupt it. The owner writes its pid beside the data; others refuse while it lives.
 * Returns a release function, or an Error saying who holds the folder.
 */
export function holdDataDir(dataDir: string): (() => void) | Error {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "pixelforge.pid");
  try {
    const owner = Number(readFileSync(file, "utf8"));
    if (owner && owner !== process.pid && isRunning(owner)) {
      return new Error(
        `The embedded database in ${dataDir} is in use by process ${owner} (the server?). Stop it first, or use DATABASE_URL with PostgreSQL.`,
      );
    }
  } catch {
    // no owner yet
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
