import { ServerResponse } from "node:http";
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

// end() as ServerResponse has it, for the sink to end a stream whose own end() is disabled.
const originalEnd: (this: ServerResponse) => ServerResponse = ServerResponse.prototype.end;

/** Stands in for writeHead() and end() on a streaming response: see sseNodeResponse. */
function ignoredOnStream(this: ServerResponse): ServerResponse {
  return this;
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
    originalEnd.call(this.outgoing);
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
 * The stream written straight to Node's ServerResponse, for real sockets. After the handler
 * returns, nothing of the request stays alive but the socket, the response and one small sink:
 * no web Response, Request, Headers, stream reader or suspended async function per subscriber.
 * That keeps 19,000 subscribers on one process cheap (bench/sse-fanout.ts). Returns
 * @hono/node-server's marker response for 'already sent'.
 */
export function sseNodeResponse(
  hub: RealtimeHub,
  log: Logger,
  outgoing: ServerResponse,
  options: StreamOptions,
): Response {
  outgoing.writeHead(200, SSE_HEADERS);
  outgoing.write(PRELUDE);
  // A middleware that sets a header after the handler (app.ts adds cache-control) rebuilds the
  // response object, and @hono/node-server answers the rebuilt marker with writeHead() and end()
  // instead of leaving the socket alone. Neither may touch this stream any more: only the sink
  // ends it, with the original end().
  outgoing.writeHead = ignoredOnStream as ServerResponse["writeHead"];
  outgoing.end = ignoredOnStream as ServerResponse["end"];

  const sink = new NodeSink(outgoing, options.quota, options.address);
  (outgoing as StreamingResponse)[SINK] = sink;
  outgoing.on("close", onResponseClose);
  // @hono/node-server's own close listener (added around this handler) only aborts the
  // request's signal, which nothing reads once the stream runs, but it keeps the request with
  // its Headers, URL and AbortController alive for as long as the stream is open: kilobytes per
  // subscriber. It is attached after the first await of the middleware chain or, when the chain
  // runs synchronously, right after it, hence on the next tick.
  process.nextTick(() => {
    for (const listener of outgoing.listeners("close")) {
      if (listener !== onResponseClose) outgoing.off("close", listener as () => void);
    }
  });
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
