import { networkInterfaces } from "node:os";
import { type Env, publicBaseUrl } from "../env.ts";
import { requestHost } from "./origin-policy.ts";

/**
 * The address links in mails, invites and pages name: PUBLIC_URL, else the address the page was
 * opened at when it is one of this server's own (localhost or an address of this machine, as a
 * phone at the pitch opens it by the LAN address), else http://localhost:PORT. Never an arbitrary
 * Host header: a link to another site in a mail from us would be a phishing tool.
 */
export function siteBaseUrl(env: Env, request: Request | undefined): string {
  if (env.PUBLIC_URL || !request) return publicBaseUrl(env);
  return siteBaseForHost(env, requestHost(request, env.TRUST_PROXY));
}

/** siteBaseUrl for the Host asked for (the cache hit path has no Fetch Request). */
export function siteBaseForHost(env: Env, host: string | undefined): string {
  return ownBaseUrl(env, host) ?? publicBaseUrl(env);
}

/**
 * PUBLIC_URL, else the address asked for when it is one of this server's own, else null (a
 * Host we cannot vouch for). Takes the Host (or, behind a trusted proxy, X-Forwarded-Host)
 * itself: the cache hit path has no Fetch Request.
 */
export function ownBaseUrl(env: Env, host: string | undefined): string | null {
  if (env.PUBLIC_URL) return publicBaseUrl(env);
  return host && isOwnHost(host) ? `http://${host}` : null;
}

function isOwnHost(host: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return hostname === "localhost" || ownAddresses().has(hostname);
}

// Asked on every public read without PUBLIC_URL (the cache hit path too), so the machine's
// addresses are listed once a few seconds, not per request; a new LAN address counts soon after.
const ADDRESSES_FOR_MS = 5_000;
let addresses: { set: Set<string>; at: number } | null = null;

function ownAddresses(): Set<string> {
  const now = performance.now();
  if (!addresses || now - addresses.at > ADDRESSES_FOR_MS) {
    const set = new Set(
      Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address)),
    );
    addresses = { set, at: now };
  }
  return addresses.set;
}
