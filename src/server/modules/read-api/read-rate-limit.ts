import type { MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../../auth/auth.ts";
import type { AppEnv } from "../../context.ts";
import { errorBody } from "../../http/errors.ts";
import { setResponseHeader } from "../../http/response-headers.ts";
import { isPublicReadPath } from "./public-cors.ts";

export interface ReadLimiterOptions {
  /** Reads per client address and window. */
  limit: number;
  windowMs?: number;
  now?: () => number;
}

interface Window {
  count: number;
  resetsAt: number;
}

export interface ReadLimiter {
  /** Counts one read; returns the seconds to wait when over the limit, else null. */
  hit(key: string): { isAllowed: boolean; remaining: number; retryAfterSeconds: number };
  /** Reads per client address and window, as the answers' ratelimit-limit header says. */
  readonly limit: number;
  readonly size: number;
}

// Above this many addresses, expired windows are swept before adding another.
const SWEEP_AT = 10_000;

/**
 * Fixed windows in memory, one per client address and process: cheap enough to run on every
 * read (no database write). Several processes each allow the limit; that is fine for reads.
 */
export function createReadLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: ReadLimiterOptions): ReadLimiter {
  const windows = new Map<string, Window>();

  function sweep(at: number): void {
    for (const [key, w] of windows) if (w.resetsAt <= at) windows.delete(key);
  }

  return {
    limit,
    get size() {
      return windows.size;
    },
    hit(key) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetsAt <= at) {
        if (!w && windows.size >= SWEEP_AT) sweep(at);
        w = { count: 0, resetsAt: at + windowMs };
        windows.set(key, w);
      }
      w.count++;
      const isAllowed = w.count <= limit;
      return {
        isAllowed,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetsAt - at) / 1000)),
      };
    },
  };
}

/** What an address is limited in: reads (writes need a session or a key). */
export function isAddressLimited(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

export function readLimitedMessage(seconds: number): string {
  return `Zu viele Anfragen von deiner Adresse. Bitte warte ${seconds} Sekunden und versuche es dann erneut.`;
}

/**
 * The open reads (public GET/HEAD) count against the client's address, with or without an API
 * key: a key must never make the same read stricter than it is without one, and the open reads
 * need no key. A key's own counter (api-key-auth.ts) counts what needs the key: management
 * reads and writes.
 */
export function isCountedAtAddress(method: string, path: string): boolean {
  return isAddressLimited(method) && isPublicReadPath(path);
}

/**
 * Anonymous reads of the API, and a key's open reads, are limited per client address;
 * signed-in users are not, and a key's management requests have the key's own limit.
 */
export function readRateLimit(limiter: ReadLimiter): MiddlewareHandler<AppEnv> {
  const limit = limiter.limit;
  return async (c, next) => {
    if (!isAddressLimited(c.req.method) || c.var.user) return next();
    if (c.var.apiKey && !isCountedAtAddress(c.req.method, c.req.path)) return next();
    const ip = c.req.header(CLIENT_IP_HEADER) ?? "unknown";
    const result = limiter.hit(ip);
    if (!result.isAllowed) {
      const seconds = result.retryAfterSeconds;
      return c.json(errorBody("rate_limited", readLimitedMessage(seconds)), 429, {
        "retry-after": String(seconds),
        "ratelimit-limit": String(limit),
        "ratelimit-remaining": "0",
      });
    }
    await next();
    for (const [name, value] of Object.entries(rateLimitHeaders(limit, result.remaining))) {
      setResponseHeader(c, name, value);
    }
  };
}

/** The limit and what is left of it, on every counted request that was let through. */
export function rateLimitHeaders(limit: number, remaining: number): Record<string, string> {
  return { "ratelimit-limit": String(limit), "ratelimit-remaining": String(remaining) };
}

/** The reads a client address may make per minute. */
export function readLimitOf(env: { API_READ_LIMIT: number; RATE_LIMIT_SCALE: number }): number {
  return env.API_READ_LIMIT * env.RATE_LIMIT_SCALE;
}
