import type { MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";
import type { AppEnv } from "../context.ts";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Sets the client address header the rate limiter keys on. A client cannot spoof it: any
 * value it sent is replaced, from the socket, or from X-Forwarded-For only behind a proxy.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const ip = (trustProxy ? forwarded : undefined) ?? socket ?? "127.0.0.1";
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ""));
    await next();
  };
}
