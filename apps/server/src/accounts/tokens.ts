import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 random bits, URL-safe; only its SHA-256 is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A 6-digit code, uniformly random. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
