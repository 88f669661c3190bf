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

// The frames of GET /api/live/stream as zod schemas, for the API document (and the tests that
// check real frames against it). Each is tied to its type in stream-frames.ts by `exactly`, and
// the record is keyed by every kind: a kind or a field added there fails to compile here.
// Server-only: the client's live hook reads the plain types and loads no zod.

const stats = { playerStats: z.record(id, statsSchema) };

/** The `data` of each kind, with what it means to a script, in German. */
export const LIVE_FRAME_DOCS: { [K in LiveFrameKind]: { schema: z.ZodType; description: string } } = {
  match: {
    schema: exactly<LiveFrameData["match"]>()(
      matchSummarySchema.extend({
        moveReason: z.string().optional().meta({
          description: "Nur wenn «Verschieben» das Spiel auf eine neue Anspielzeit legte: der Grund.",
        }),
      }),
    ),
    description: "Das Spiel nach der Änderung (Spielstand, Uhr, Status), wie GET /api/matches/{id} es nennt.",
  },
  history: {
    schema: exactly<LiveFrameData["history"]>()(z.object({ matchId: id, entry: matchHistoryEntrySchema })),
    description:
      "Eine neue Zeile im Verlauf eines von beiden Vereinen angenommenen Spiels, wie der öffentliche Verlauf sie nennt (ohne Personennamen).",
  },
  "match.deleted": {
    schema: exactly<LiveFrameData["match.deleted"]>()(z.object({ id })),
    description: "Das Spiel wurde gelöscht.",
  },
  "event.created": {
    schema: exactly<LiveFrameData["event.created"]>()(matchEventSchema.extend(stats)),
    description:
      "Ein neues Ereignis (Tor, Karte, Wechsel …) mit Text und laufendem Spielstand; playerStats: die neuen Zahlen jedes betroffenen Spielers.",
  },
  "event.updated": {
    schema: exactly<LiveFrameData["event.updated"]>()(matchEventSchema.extend(stats)),
    description:
      "Ein Ereignis wurde geändert; spätere Ereignisse können einen anderen Spielstand haben (die Zeitachse neu ableiten).",
  },
  "event.deleted": {
    schema: exactly<LiveFrameData["event.deleted"]>()(z.object({ id, matchId: id, ...stats })),
    description: "Ein Ereignis wurde gelöscht; playerStats wie bei event.created.",
  },
  lineup: {
    schema: exactly<LiveFrameData["lineup"]>()(
      z.object({ matchId: id, side: z.enum(TEAM_SIDES), lineup: sideLineupSchema.nullable().optional() }),
    ),
    description:
      "Die Aufstellung einer Seite wurde geändert, wie GET …/starting-lineups sie nennt; ohne lineup: neu laden.",
  },
  report: {
    schema: exactly<LiveFrameData["report"]>()(z.object({ matchId: id, report: matchReportSchema })),
    description: "Der Spielbericht wurde geschrieben oder geändert, wie GET …/report ihn nennt.",
  },
  ready: {
    schema: exactly<LiveFrameData["ready"]>()(z.object({ lastEventId: count, serverTime: count })),
    description:
      "Einmal pro Verbindung nach dem Nachholen: serverTime ist die Uhr des Servers (ms seit 1970), für die laufende Spielminute.",
  },
  reset: {
    schema: exactly<LiveFrameData["reset"]>()(z.object({})),
    description: "Der Server kann nicht alles Verpasste nachholen: alle Daten neu laden.",
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
