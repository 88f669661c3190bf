import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Logger } from "pino";
import type { RealtimeHub, StreamSink, Subscription } from "./hub.ts";
import { encodeComment, encodeRetry, type SseBytes } from "./sse-frame.ts";
import type { StreamQuota } from "./stream-quota.ts";

/** How long EventSource waits before it reconnects (and resumes with Last-Event-ID). */
const RETRY_MS = 2_000;

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  // Reverse proxies (nginx) must pass events through at once instead of buffering them.
  "x-accel-buffering": "no",
} as const;

/** The first bytes of every stream, one buffer for all: they make the server send the headers. */
const PRELUDE = Buffer.concat([encodeRetry(RETRY_MS).bytes, encodeComment("verbunden").bytes]);

export interface StreamOptions {
  matchIds: readonly string[] | null;
  lastEventId: number | null;
  /** The stream holds one of this address's places in the quota until it ends. */
  quota: StreamQuota;
  address: string;
  /**
   * Headers the route's middleware would have added after the handler (the public reads' CORS):
   * written here, since the Node stream sends its headers before any middleware sees an answer.
   */
  headers: Readonly<Record<string, string>>;
}

function subscribeSink(hub: RealtimeHub, log: Logger, options: StreamOptions, sink: StreamSink) {
  let subscription: Subscription | null = null;
  let isCancelled = false;
  hub
    .subscribe({ matchIds: options.matchIds, lastEventId: options.lastEventId, sink })
    .then((sub) => {
      subscription = sub;
      if (isCancelled) sub.close();
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, "realtime: subscribe failed");
      sink.close();
    });
  return () => {
    isCancelled = true;
    subscription?.close();
  };
}

/**
 * A subscriber's sink on a Node response. One object with prototype methods per subscriber
 * (no closures), found again from the response by a symbol for the one shared close listener.
 */
class NodeSink implements StreamSink {
  private isOpen = true;
  private subscription: Subscription | null = null;
  private hasReleased = false;

  constructor(
    private readonly outgoing: ServerResponse,
    private readonly quota: StreamQuota,
    private readonly address: string,
  ) {}

  write(chunk: SseBytes): number {
    if (!this.isOpen) return 0;
    // Once the response owns its socket (the prelude has gone out through it), chunks go to the
    // socket directly, ready framed: the same Buffer for every subscriber, one write each.
    const socket = this.outgoing.socket;
    if (socket && this.outgoing.chunkedEncoding) {
      if (socket.destroyed) return 0;
      socket.write(chunk.chunked);
      return socket.writableLength;
    }
    this.outgoing.write(chunk.bytes);
    return this.outgoing.writableLength;
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.outgoing.end();
  }

  subscribed(subscription: Subscription): void {
    this.subscription = subscription;
    // The client left while the subscription was being set up.
    if (!this.isOpen) subscription.close();
  }

  /** The client went away (or close() ended the response). */
  closed(): void {
    this.isOpen = false;
    this.subscription?.close();
    this.subscription = null;
    if (!this.hasReleased) {
      this.hasReleased = true;
      this.quota.release(this.address);
    }
  }
}

const SINK = Symbol("sseSink");
type StreamingResponse = ServerResponse & { [SINK]?: NodeSink };

function onResponseClose(this: StreamingResponse): void {
  this[SINK]?.closed();
}

/**
 * The stream written straight to Node's ServerResponse, for real sockets, the way
 * @hono/node-server documents it: the handler writes to `c.env.outgoing` and returns
 * RESPONSE_ALREADY_SENT, whose header tells the server to leave the response alone (a middleware
 * that rebuilds the answer keeps that header). Per subscriber there is no web Response, stream
 * reader or suspended async function, only the socket, the response, one small sink and what
 * node-server keeps for its own close listener (the request), which keeps 19,000 subscribers
 * on one process cheap (bench/sse-fanout.ts).
 */
export function sseNodeResponse(
  hub: RealtimeHub,
  log: Logger,
  outgoing: ServerResponse,
  options: StreamOptions,
): Response {
  outgoing.writeHead(200, { ...options.headers, ...SSE_HEADERS });
  outgoing.write(PRELUDE);
  const sink = new NodeSink(outgoing, options.quota, options.address);
  (outgoing as StreamingResponse)[SINK] = sink;
  outgoing.on("close", onResponseClose);
  hub
    .subscribe({ matchIds: options.matchIds, lastEventId: options.lastEventId, sink })
    .then((subscription) => sink.subscribed(subscription))
    .catch((error: unknown) => {
      log.warn({ err: error }, "realtime: subscribe failed");
      sink.close();
    });
  return RESPONSE_ALREADY_SENT;
}

/**
 * The stream as a web Response with a ReadableStream body, for runtimes without a Node
 * response (`app.request()` in tests). The queue is measured in bytes: a client that stops
 * reading builds a backlog, and the hub drops it once that grows too large.
 */
export function sseResponse(hub: RealtimeHub, log: Logger, options: StreamOptions): Response {
  let unsubscribe: (() => void) | null = null;
  let hasReleased = false;
  const release = () => {
    if (hasReleased) return;
    hasReleased = true;
    options.quota.release(options.address);
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let isOpen = true;
        const sink: StreamSink = {
          write(chunk) {
            if (!isOpen) return 0;
            controller.enqueue(chunk.bytes);
            return -(controller.desiredSize ?? 0);
          },
          close() {
            if (!isOpen) return;
            isOpen = false;
            release();
            try {
              controller.close();
            } catch {
              // Already cancelled by the client.
            }
          },
        };
        controller.enqueue(PRELUDE);
        unsubscribe = subscribeSink(hub, log, options, sink);
      },
      cancel() {
        release();
        unsubscribe?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );

  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
