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
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    c.req.raw.headers.set(
      CLIENT_IP_HEADER,
      clientAddress(c.req.header("x-forwarded-for"), socket, trustProxy),
    );
    await next();
  };
}

/** The client's address: the socket's, or the first X-Forwarded-For entry behind a proxy. */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedFor?.split(",")[0]?.trim() : undefined;
  const ip = forwarded ?? socketAddress ?? "127.0.0.1";
  return ip.replace(/^::ffff:/, "");
}
