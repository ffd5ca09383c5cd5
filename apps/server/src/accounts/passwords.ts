import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { serverDir } from "../paths";

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes (argon2id is the library's default
 * algorithm). Hashing runs on libuv's thread pool, off the event loop.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash, so a login for an unknown e-mail takes as long as a
 * wrong password for a known one.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("not a real password, only here for timing");
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;
/** True when the password is among the 10,000 most common ones (compared without case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(join(serverDir, "src", "accounts", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the 10,000 most common passwords, so attackers try it first. Choose a longer or less predictable one — a phrase of a few words works well.";
