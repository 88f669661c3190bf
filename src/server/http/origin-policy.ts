import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { errorBody } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginPolicy {
  /** The origins a browser may send writes from, for this request. */
  allowedFor(request: Request): string[];
  /** The address a refused user should open instead. */
  addressFor(request: Request): string;
}

/** The host the client asked for: the Host header (or X-Forwarded-Host behind a trusted proxy). */
export function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || request.headers.get("host") || new URL(request.url).host;
}

/**
 * Which origins are "us". With PUBLIC_URL set, exactly it plus TRUSTED_ORIGINS. Without it the
 * server does not know its name, so a page served by this very host is same-origin: that is
 * what makes http://127.0.0.1:PORT or a LAN address from a phone at the pitch work.
 */
export function createOriginPolicy(
  env: Pick<Env, "PUBLIC_URL" | "TRUSTED_ORIGINS" | "TRUST_PROXY">,
): OriginPolicy {
  if (env.PUBLIC_URL) {
    const own = new URL(env.PUBLIC_URL).origin;
    const allowed = [own, ...env.TRUSTED_ORIGINS];
    return { allowedFor: () => allowed, addressFor: () => own };
  }
  return {
    allowedFor(request) {
      const host = requestHost(request, env.TRUST_PROXY);
      return [`http://${host}`, `https://${host}`];
    },
    addressFor(request) {
      return `http://${requestHost(request, env.TRUST_PROXY)}`;
    },
  };
}

/** True when the request plainly comes from another site (checked for writes only). */
export function isCrossSite(policy: OriginPolicy, request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    // Sandboxed frames and some privacy modes send the literal "null": never us.
    if (origin === "null") return true;
    let normalized: string;
    try {
      normalized = new URL(origin).origin;
    } catch {
      return true;
    }
    return !policy.allowedFor(request).includes(normalized);
  }
  // Without Origin, Fetch Metadata tells; requests with neither (curl, scripts) carry no
  // ambient browser cookies of a victim, so they are not a CSRF risk.
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

/** Refuses every state-changing /api request from a foreign origin with 403 in German. */
export function originCheck(policy: OriginPolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !isCrossSite(policy, c.req.raw)) return next();
    const address = policy.addressFor(c.req.raw);
    return c.json(
      errorBody(
        "forbidden",
        `Diese Anfrage kommt von einer fremden Adresse und wurde abgelehnt. Bitte öffne Tschutti unter ${address}.`,
      ),
      403,
    );
  };
}
