import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "#shared/api-keys/schema.ts";

// A key is `tsk_` and 32 random bytes (base64url): 256 bits cannot be guessed, so the stored
// SHA-256 needs no salt or slow hash, and a lookup by hash is one index read per request.

const KEY_PATTERN = /^tsk_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashApiKey(key), hint: `${key.slice(0, API_KEY_PREFIX.length + 4)}…` };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Shaped like a key we issue (anything else cannot match a stored hash). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
