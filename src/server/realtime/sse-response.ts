import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Logger } from "pino";
import type { RealtimeHub, StreamSink, Subscription } from "./hub.ts";
import { encodeComment, encodeRetry } from "./sse-frame.ts";

/** How long EventSource waits before it reconnects (and resumes with Last-Event-ID). */
const RETRY_MS = 2_000;

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  // Reverse proxies (nginx) must pass events through at once instead of buffering them.
  "x-accel-buffering": "no",
} as const;

export interface StreamOptions {
  matchIds: readonly string[] | null;
  lastEventId: number | null;
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
 * The stream written straight to Node's ServerResponse, for real sockets. After the handler
 * returns, nothing of the request stays alive but the socket, the response and this small sink:
 * no web Response, Headers, stream reader or suspended async function per subscriber. That
 * keeps 10,000 subscribers on one process cheap (bench/sse-fanout.ts). Returns
 * @hono/node-server's marker response for 'already sent'.
 */
export function sseNodeResponse(
  hub: RealtimeHub,
  log: Logger,
  outgoing: ServerResponse,
  options: StreamOptions,
): Response {
  outgoing.writeHead(200, SSE_HEADERS);
  outgoing.write(encodeRetry(RETRY_MS));
  outgoing.write(encodeComment("verbunden"));
  // A middleware that sets a header after the handler (app.ts adds cache-control) rebuilds the
  // response object, and @hono/node-server answers the rebuilt marker with writeHead() and end()
  // instead of leaving the socket alone. Neither may touch this stream any more: only the sink
  // below ends it, with the original end().
  const end = outgoing.end.bind(outgoing);
  outgoing.writeHead = (() => outgoing) as unknown as ServerResponse["writeHead"];
  outgoing.end = (() => outgoing) as unknown as ServerResponse["end"];

  let isOpen = true;
  const sink: StreamSink = {
    write(chunk) {
      if (!isOpen) return 0;
      outgoing.write(chunk);
      return outgoing.writableLength;
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      end();
    },
  };
  const unsubscribe = subscribeSink(hub, log, options, sink);
  const onClose = () => {
    isOpen = false;
    unsubscribe();
  };
  outgoing.once("close", onClose);
  process.nextTick(() => {
    for (const listener of outgoing.listeners("close")) {
      if (listener !== onClose) outgoing.off("close", listener as () => void);
    }
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

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let isOpen = true;
        const sink: StreamSink = {
          write(chunk) {
            if (!isOpen) return 0;
            controller.enqueue(chunk);
            return -(controller.desiredSize ?? 0);
          },
          close() {
            if (!isOpen) return;
            isOpen = false;
            try {
              controller.close();
            } catch {
              // Already cancelled by the client.
            }
          },
        };
        // The first bytes make the server send the headers at once.
        controller.enqueue(encodeRetry(RETRY_MS));
        controller.enqueue(encodeComment("verbunden"));
        unsubscribe = subscribeSink(hub, log, options, sink);
      },
      cancel() {
        unsubscribe?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );

  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
