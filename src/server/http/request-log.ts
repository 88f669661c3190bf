import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../context.ts";

/** A request slower than this is worth a line at info level even when it succeeded. */
export const SLOW_REQUEST_MS = 500;

/**
 * One log line per /api request. Failures (status ≥ 400) and slow requests go to info, where a
 * production server logs; the ordinary fast success goes to debug, and when debug is off no log
 * object is even built: at country scale the fast 200s are most requests, and a line each would
 * cost more than many of the answers themselves.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith("/api/")) return next();
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const level = status >= 400 || ms >= SLOW_REQUEST_MS ? "info" : "debug";
    if (!log.isLevelEnabled(level)) return;
    log[level]({ reqId: c.var.requestId, method: c.req.method, path, status, ms }, "request");
  };
}
