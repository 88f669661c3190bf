import type { ServerResponse } from "node:http";
import { createRoute, z } from "@hono/zod-openapi";
import { idListParam } from "#shared/id-list-param.ts";
import { liveFrameSchema } from "#shared/live/stream-frame-schema.ts";
import { LIVE_FRAME_KINDS } from "#shared/live/stream-frames.ts";
import { MAX_STREAM_MATCHES } from "#shared/live/stream-guide.ts";
import { errorBodySchema } from "#shared/response-schema.ts";
import { CLIENT_IP_HEADER } from "../../auth/auth.ts";
import { errorBody } from "../../http/errors.ts";
import { PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { sseNodeResponse, sseResponse } from "../../realtime/sse-response.ts";
import { StreamQuota } from "../../realtime/stream-quota.ts";
import { PUBLIC_READ_CORS_HEADERS } from "../read-api/public-cors.ts";

export const STREAM_MESSAGES = {
  tooMany:
    "Zu viele Live-Verbindungen von dieser Adresse. Bitte schliesse andere Live-Ticker-Seiten oder versuche es später wieder.",
} as const;

/** When a refused stream may try again (EventSource itself does not after a 429). */
const STREAM_RETRY_AFTER_SECONDS = 30;

const streamQuerySchema = z
  .object({
    matches: idListParam({
      name: "matches",
      invalid: "Ungültige Spiel-ID",
      max: MAX_STREAM_MATCHES,
      tooMany: `Höchstens ${MAX_STREAM_MATCHES} Spiele pro Verbindung`,
      description: "Die Spiele, deren Änderungen kommen",
      note: "Entweder matches oder all.",
    }),
    all: z
      .enum(["live"])
      .optional()
      .meta({ description: "all=live: die Änderungen aller laufenden Spiele. Entweder matches oder all." }),
    lastEventId: z.string().regex(/^\d+$/, "Ungültige Event-ID").optional().meta({
      description:
        "Die ID des zuletzt erhaltenen Ereignisses (wie der Header Last-Event-ID): zuerst kommt, was seither geschah.",
    }),
  })
  .refine((q) => Boolean(q.all) !== Boolean(q.matches?.length), {
    message: "Bitte entweder Spiele (matches=…) oder all=live angeben",
  });

/**
 * GET /api/live/stream: Server-Sent Events of match and event changes. One stream per page for
 * all the matches it shows. `id:` is the realtime_log id; a client that reconnects with
 * Last-Event-ID (EventSource does so by itself) first receives what it missed.
 */
export function streamRoutes() {
  const app = createRouter();
  // One per app, i.e. per server process: each process bounds the streams it holds itself.
  let quota: StreamQuota | null = null;

  app.openapi(
    createRoute({
      method: "get",
      path: "/live/stream",
      operationId: "openLiveStream",
      security: PUBLIC_ACCESS,
      tags: ["Live-Ticker"],
      summary: "Echtzeit-Stream (text/event-stream) für Spiele: matches=id1,id2 oder all=live",
      request: { query: streamQuerySchema },
      responses: {
        200: {
          // Listed from the frame kinds themselves, so a new kind cannot be missing here.
          description: `Server-Sent Events (id:, event:, data: als JSON in einer Zeile): ${LIVE_FRAME_KINDS.join(", ")}; was data bei jedem event enthält, steht im Schema. Ohne RateLimit-Header: die Grenze des Streams sind die offenen Verbindungen je Adresse (sonst 429).`,
          // Each kind with its data, from the frames' own types (stream-frame-schema.ts).
          content: { "text/event-stream": { schema: liveFrameSchema } },
        },
        400: { description: "Ungültige Anfrage" },
        429: {
          description: `Zu viele offene Live-Verbindungen von dieser Adresse: nach Retry-After (${STREAM_RETRY_AFTER_SECONDS} Sekunden) erneut versuchen`,
          content: {
            "application/json": {
              schema: errorBodySchema,
              example: errorBody("rate_limited", STREAM_MESSAGES.tooMany),
            },
          },
        },
      },
    }),
    (c) => {
      const query = c.req.valid("query");
      const header = c.req.header("last-event-id")?.trim();
      const raw = header && /^\d+$/.test(header) ? header : query.lastEventId;
      const { realtime, log, env } = c.var.deps;
      quota ??= new StreamQuota(env.LIVE_STREAMS_PER_ADDRESS);
      const address = c.req.header(CLIENT_IP_HEADER) ?? "unbekannt";
      if (!quota.acquire(address)) {
        // EventSource does not retry after a 429 by itself; the page's hook tries again later.
        return c.json(errorBody("rate_limited", STREAM_MESSAGES.tooMany), 429, {
          "retry-after": String(STREAM_RETRY_AFTER_SECONDS),
        });
      }
      const options = {
        matchIds: query.all ? null : (query.matches ?? []),
        lastEventId: raw === undefined ? null : Number(raw),
        quota,
        address,
        // Any website may follow a live match, as it may read every public answer.
        headers: PUBLIC_READ_CORS_HEADERS,
      };
      // On @hono/node-server the raw response is at hand: write to it directly (cheaper per
      // subscriber); elsewhere (app.request in tests) answer with a web stream.
      const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      if (outgoing && typeof outgoing.writeHead === "function") {
        return sseNodeResponse(realtime, log, outgoing, options);
      }
      return sseResponse(realtime, log, options);
    },
  );

  return app;
}
