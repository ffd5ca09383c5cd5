import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { agency } from "@pixelforge/brand/agency";
import { serverDir } from "../paths";

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes (argon2id is the library's default
 * algorithm). Hashing runs on libuv's thread pool, off the event loop.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * NFKC (NIST SP 800-63B 5.1.1.2): "ﬁ" and "fi", a full-width "Ａ" and "A", or an "é" typed
 * as one character or as "e" + accent are one password, whichever keyboard typed it.
 */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    const normalized = normalizePassword(password);
    if (await verify(passwordHash, normalized)) return true;
    // Hashes made before passwords were normalised: the password as it was typed.
    return normalized !== password && (await verify(passwordHash, password));
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

/** Words of this site: the first an attacker tries against its accounts. */
const SITE_WORDS = [agency.name, agency.shortName, agency.domain, "pixelforge"].map((word) =>
  word.toLowerCase().replace(/[^a-z0-9]/g, ""),
);

/**
 * True when the password is on the common-password list (the 10,000 most common, and the
 * most common of 8 characters or more from the zxcvbn list: over 6,000 that meet the
 * length rule), compared without case after NFKC; or when it is a word of this site with
 * at most digits and symbols around it ("PixelForge2024!").
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(join(serverDir, "src", "accounts", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const lower = normalizePassword(password).toLowerCase();
  if (common.has(lower)) return true;
  const letters = lower.replace(/[^a-z0-9]/g, "").replace(/^\d+|\d+$/g, "");
  return SITE_WORDS.includes(letters);
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is on our list of common passwords, or it is the site's own name, so attackers try it first. Choose a longer or less predictable one — a phrase of a few words works well.";
