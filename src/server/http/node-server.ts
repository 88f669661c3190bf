import { createServer, type RequestListener, type Server } from "node:http";

// The HTTP server's own time limits. Node's defaults keep a connection that never finishes its
// headers for 60 s and one that never finishes its body for 5 minutes, and check only every
// 30 s: a few hundred such connections from one client hold sockets and memory for minutes.
// The live stream is not affected: these bound receiving the request, not sending the answer.

export interface ServerTimeouts {
  /** Until the request's headers must have arrived. */
  headersTimeoutMs: number;
  /** Until the whole request (headers and body) must have arrived: a 5 MB photo on a slow uplink fits. */
  requestTimeoutMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
  /**
   * How long an idle keep-alive connection stays open for the next request. Node's 5 s races
   * with clients that reuse a connection just as the server closes it: the request fails with
   * ECONNRESET (a browser test's API call after five seconds of clicking did, once in three
   * fresh-clone runs). Above the 60 s of common proxies and browsers, so the client closes first.
   * An idle connection is not receiving a request, so the two limits above do not bound it.
   */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  checkEveryMs: 2_000,
  keepAliveMs: 65_000,
};

/** The node:http server main.ts listens with, with the time limits above. */
export function createHttpServer(
  listener: RequestListener,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
