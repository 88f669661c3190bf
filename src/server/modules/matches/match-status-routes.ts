import { createRoute, type z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import {
  MATCH_MESSAGES,
  matchResultSchema,
  newMatchDate,
  postponeMatchSchema,
  restoreMatchSchema,
  resultMismatchMessage,
} from "#shared/matches/schema.ts";
import { hasScoringEvents, scoreFromEvents } from "#shared/matches/timeline.ts";
import type { Tx } from "../../db/client.ts";
import { matches } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { publishChange } from "../../realtime/publish.ts";
import { loadManagedMatch } from "./match-access.ts";
import { actorOf, recordMatchUpdate } from "./match-history.ts";
import { findMatchSummary } from "./match-queries.ts";
import { loadTimeline } from "./match-timeline-queries.ts";

// The schedule states after the match was set (issue 10 items 8 and 9): the final score of a
// past match ('Endstand erfassen'), 'Verschieben' and 'Wieder ansetzen'.

const idParam = uuidParams("id", MATCH_MESSAGES.notFound);

function json<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

const writeResponses = {
  200: { description: "{ match }" },
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Keine Berechtigung" },
  404: { description: "Spiel nicht gefunden" },
  409: { description: "Im aktuellen Zustand nicht möglich" },
} as const;

async function publishMatch(tx: Tx, matchId: string) {
  const summary = await findMatchSummary(tx, matchId);
  if (!summary) throw new Error(`match ${matchId} vanished inside its transaction`);
  await publishChange(tx, { matchId, kind: "match", payload: summary });
  return summary;
}

export function matchStatusRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/result",
      tags: ["Spielverwaltung"],
      summary:
        "Endstand eines vergangenen Spiels erfassen (Status: beendet); mit Tor-Ereignissen muss er zu ihnen passen",
      request: { params: idParam, body: json(matchResultSchema) },
      responses: writeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const result = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true });
        const { match: current } = managed;
        if (current.status === "live") throw conflict(MATCH_MESSAGES.resultLive);
        if (current.status === "cancelled") throw conflict(MATCH_MESSAGES.resultCancelled);
        if (current.status === "postponed") throw conflict(MATCH_MESSAGES.resultPostponed);
        if (current.matchDate.getTime() > Date.now()) throw conflict(MATCH_MESSAGES.resultNotPast);
        const timeline = await loadTimeline(tx, id);
        if (hasScoringEvents(timeline)) {
          const fromEvents = scoreFromEvents(timeline);
          if (fromEvents.home !== result.homeScore || fromEvents.away !== result.awayScore) {
            const entered = { home: result.homeScore, away: result.awayScore };
            throw conflict(resultMismatchMessage(fromEvents, entered));
          }
        }
        await tx
          .update(matches)
          .set({
            homeScore: result.homeScore,
            awayScore: result.awayScore,
            status: "completed",
            period: "finished",
            liveUndo: null,
            closedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(matches.id, id));
        await recordMatchUpdate(tx, actorOf(managed.access.user.id, managed), current, "Endstand erfasst");
        return publishMatch(tx, id);
      });
      return c.json({ match }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/postpone",
      tags: ["Spielverwaltung"],
      summary: "Spiel verschieben (neues Datum optional)",
      request: { params: idParam, body: json(postponeMatchSchema) },
      responses: writeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true });
        const { match: current } = managed;
        if (!["scheduled", "cancelled", "postponed"].includes(current.status)) {
          throw conflict(MATCH_MESSAGES.notPostponable);
        }
        await tx
          .update(matches)
          .set({
            status: "postponed",
            matchDate: newMatchDate(input) ?? current.matchDate,
            cancellationReason: input.reason || null,
            liveUndo: null,
            closedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(matches.id, id));
        await recordMatchUpdate(tx, actorOf(managed.access.user.id, managed), current, "Spiel verschoben");
        return publishMatch(tx, id);
      });
      return c.json({ match }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/restore",
      tags: ["Spielverwaltung"],
      summary: "Abgesagtes oder verschobenes Spiel wieder ansetzen (neues Datum optional)",
      request: { params: idParam, body: json(restoreMatchSchema) },
      responses: writeResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true });
        const { match: current } = managed;
        if (current.status !== "cancelled" && current.status !== "postponed") {
          throw conflict(MATCH_MESSAGES.notRestorable);
        }
        await tx
          .update(matches)
          .set({
            status: "scheduled",
            matchDate: newMatchDate(input) ?? current.matchDate,
            cancellationReason: null,
            // A match the live ticker aborted starts again from the beginning of its clock.
            period: "not_started",
            periodStartedAt: null,
            stoppageMinutes: 0,
            liveUndo: null,
            closedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(matches.id, id));
        await recordMatchUpdate(
          tx,
          actorOf(managed.access.user.id, managed),
          current,
          "Spiel wieder angesetzt",
        );
        return publishMatch(tx, id);
      });
      return c.json({ match }, 200);
    },
  );

  return app;
}
