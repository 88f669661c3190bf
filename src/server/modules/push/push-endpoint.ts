import { lookup } from "node:dns/promises";
import { request } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// A push endpoint is an address a stranger gives us and we POST to on every goal: it must never
// lead to this machine or its network. The host is resolved, every address
// must be public, and the request connects to the address that was checked (no second lookup
// that DNS could answer differently) and follows no redirect. Checked when a device subscribes
// and again before each send.

/** An endpoint whose host resolved to public addresses only; `address` is the one to connect to. */
export interface CheckedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface PushPost {
  headers: Record<string, string>;
  body: Uint8Array;
  timeoutMs: number;
}

/** The network as the push module sees it; tests put a push service on this machine behind it. */
export interface PushNetwork {
  /** Every address the host name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  /** One POST to the checked address; answers the status (redirects are not followed). */
  post(target: CheckedEndpoint, post: PushPost): Promise<number>;
}

/**
 * Only ordinary public unicast: no loopback, private, link-local, unique-local, CGNAT,
 * unspecified, multicast, reserved or documentation ranges, and no IPv6 form that carries an
 * IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo), whatever that address is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === "unicast";
}

/**
 * The endpoint's host resolved and checked; null when it is not https, names no host, carries
 * credentials, does not resolve or resolves to any address that is not public. The URL parser
 * has already turned short and decimal forms (`127.1`, `2130706433`, `0x7f.1`) into dotted ones.
 */
export async function checkPushEndpoint(
  endpoint: string,
  network: PushNetwork,
): Promise<CheckedEndpoint | null> {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return null;
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await network.resolve(host);
  } catch {
    return null;
  }
  // Every address must be public: a name that also resolves to 127.0.0.1 is refused as a whole.
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return null;
  const address = addresses[0] as string;
  return { url, address, family: ipaddr.parse(address).kind() === "ipv6" ? 6 : 4 };
}

/** A lookup that answers the checked address only, so the socket goes exactly there. */
function pinnedLookup(target: CheckedEndpoint): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** The internet: the system resolver, and https with the certificate checked for the host name. */
export const internetPushNetwork: PushNetwork = {
  async resolve(hostname) {
    return (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
  },
  post(target, post) {
    return new Promise((resolve, reject) => {
      const req = request(
        target.url,
        {
          method: "POST",
          headers: post.headers,
          lookup: pinnedLookup(target),
          // No pooled socket: a kept-alive connection might have been opened for another address.
          agent: false,
          timeout: post.timeoutMs,
        },
        (res) => {
          // A redirect is an answer like any other: its Location is never visited.
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("push service timed out")));
      req.on("error", reject);
      req.end(post.body);
    });
  },
};
