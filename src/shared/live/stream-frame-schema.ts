import { z } from "zod";
import { TEAM_SIDES } from "../constants.ts";
import { sideLineupSchema } from "../lineups/response-schema.ts";
import {
  matchEventSchema,
  matchHistoryEntrySchema,
  matchReportSchema,
  matchSummarySchema,
} from "../matches/response-schema.ts";
import { count, exactly, id } from "../response-schema.ts";
import { statsSchema } from "../teams/response-schema.ts";
import type { LiveFrameData, LiveFrameKind } from "./stream-frames.ts";
import { LIVE_FRAME_DESCRIPTIONS } from "./stream-guide.ts";

// The frames of GET /api/live/stream as zod schemas, for the API document (and the tests that
// check real frames against it). Each is tied to its type in stream-frames.ts by `exactly`, and
// the record is keyed by every kind: a kind or a field added there fails to compile here.
// Server-only: the client's live hook reads the plain types and loads no zod.

const stats = { playerStats: z.record(id, statsSchema) };

/** The `data` of each kind, with what it means to a script (stream-guide.ts). */
export const LIVE_FRAME_DOCS: { [K in LiveFrameKind]: { schema: z.ZodType; description: string } } = {
  match: {
    schema: exactly<LiveFrameData["match"]>()(
      matchSummarySchema.extend({
        moveReason: z.string().optional().meta({
          description: "Nur wenn «Verschieben» das Spiel auf eine neue Anspielzeit legte: der Grund.",
        }),
      }),
    ),
    description: LIVE_FRAME_DESCRIPTIONS.match,
  },
  history: {
    schema: exactly<LiveFrameData["history"]>()(z.object({ matchId: id, entry: matchHistoryEntrySchema })),
    description: LIVE_FRAME_DESCRIPTIONS.history,
  },
  "match.deleted": {
    schema: exactly<LiveFrameData["match.deleted"]>()(z.object({ id })),
    description: LIVE_FRAME_DESCRIPTIONS["match.deleted"],
  },
  "event.created": {
    schema: exactly<LiveFrameData["event.created"]>()(matchEventSchema.extend(stats)),
    description: LIVE_FRAME_DESCRIPTIONS["event.created"],
  },
  "event.updated": {
    schema: exactly<LiveFrameData["event.updated"]>()(matchEventSchema.extend(stats)),
    description: LIVE_FRAME_DESCRIPTIONS["event.updated"],
  },
  "event.deleted": {
    schema: exactly<LiveFrameData["event.deleted"]>()(z.object({ id, matchId: id, ...stats })),
    description: LIVE_FRAME_DESCRIPTIONS["event.deleted"],
  },
  lineup: {
    schema: exactly<LiveFrameData["lineup"]>()(
      z.object({ matchId: id, side: z.enum(TEAM_SIDES), lineup: sideLineupSchema.nullable().optional() }),
    ),
    description: LIVE_FRAME_DESCRIPTIONS.lineup,
  },
  report: {
    schema: exactly<LiveFrameData["report"]>()(z.object({ matchId: id, report: matchReportSchema })),
    description: LIVE_FRAME_DESCRIPTIONS.report,
  },
  ready: {
    schema: exactly<LiveFrameData["ready"]>()(z.object({ lastEventId: count, serverTime: count })),
    description: LIVE_FRAME_DESCRIPTIONS.ready,
  },
  reset: {
    schema: exactly<LiveFrameData["reset"]>()(z.object({})),
    description: LIVE_FRAME_DESCRIPTIONS.reset,
  },
};

/**
 * One frame as a script reads it (`id:`, `event:`, `data:` as JSON): one schema per kind, so a
 * generated client sees which `data` comes with which `event`.
 */
export const liveFrameSchema = z.union(
  Object.entries(LIVE_FRAME_DOCS).map(([kind, { schema, description }]) =>
    z
      .object({
        id: z.string().optional().meta({
          description:
            "Die Nummer der letzten Änderung; als Last-Event-ID zurückgeschickt kommt zuerst, was seither geschah.",
        }),
        event: z.literal(kind),
        data: schema,
      })
      .meta({ title: kind, description }),
  ) as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
);
