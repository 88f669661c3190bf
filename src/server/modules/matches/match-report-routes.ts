import { createRoute } from "@hono/zod-openapi";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  matchReportInputSchema,
  REPORT_MESSAGES,
  reportClosedMessage,
} from "#shared/matches/report-schema.ts";
import {
  matchReportResponseSchema,
  savedMatchReportResponseSchema,
} from "#shared/matches/response-schema.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import type { MatchReportResponse, SavedMatchReportResponse } from "#shared/matches/types.ts";
import { matchReports, players } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { publishChange } from "../../realtime/publish.ts";
import { loadManagedMatch, requireKickedOff } from "./match-access.ts";
import { actorOf, recordMatchChange } from "./match-history.ts";
import { findMatchReport } from "./match-report-queries.ts";
import { matchWriteResponses } from "./match-writes.ts";
import { withdrawnLeagueTeam } from "./withdrawal-hold.ts";

const idParam = uuidParams("id", MATCH_MESSAGES.notFound);

/** The match report as its clubs write it (one per match); the public reads it in match-routes. */
export function matchReportRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/matches/{id}/report",
      operationId: "getManagedMatchReport",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary: "Spielbericht zum Bearbeiten (report: null, wenn keiner existiert)",
      request: { params: idParam },
      responses: { 200: jsonAnswer(matchReportResponseSchema, "{ report }"), ...matchWriteResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      await loadManagedMatch(c, db, id);
      return c.json({ report: await findMatchReport(db, id) } satisfies MatchReportResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/report",
      operationId: "saveMatchReport",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary: "Spielbericht erstellen oder aktualisieren (einer pro Spiel)",
      request: { params: idParam, body: jsonBody(matchReportInputSchema) },
      responses: {
        200: jsonAnswer(savedMatchReportResponseSchema, "{ report, created }"),
        ...matchWriteResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      const { created, report } = await db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true });
        const { match } = managed;
        requireKickedOff(match, REPORT_MESSAGES.notKickedOff);
        const closed = reportClosedMessage({
          status: match.status,
          keptOffByWithdrawal:
            match.status === "postponed" && (await withdrawnLeagueTeam(tx, match)) !== null,
        });
        if (closed) throw conflict(closed);
        const user = managed.access.user;
        if (input.manOfMatchPlayerId) {
          const [player] = await tx
            .select({ id: players.id })
            .from(players)
            .where(
              and(
                eq(players.id, input.manOfMatchPlayerId),
                inArray(players.teamId, [match.homeTeamId, match.awayTeamId]),
              ),
            );
          if (!player) {
            throw badRequest(REPORT_MESSAGES.manOfMatch, { manOfMatchPlayerId: REPORT_MESSAGES.manOfMatch });
          }
        }
        const values = {
          title: input.title,
          content: input.content,
          highlights: input.highlights,
          manOfMatchPlayerId: input.manOfMatchPlayerId,
          attendance: input.attendance,
          weatherConditions: input.weatherConditions,
          refereeNotes: input.refereeNotes,
          referee: input.referee,
        };
        const [row] = await tx
          .insert(matchReports)
          .values({ matchId: id, authorId: user.id, ...values })
          .onConflictDoUpdate({
            target: matchReports.matchId,
            set: { ...values, authorId: user.id, updatedAt: new Date() },
          })
          // xmax = 0 only for a freshly inserted row: tells 'erstellt' from 'aktualisiert'.
          .returning({ isInsert: sql<boolean>`(xmax = 0)` });
        const isInsert = row?.isInsert ?? false;
        await recordMatchChange(
          tx,
          actorOf(user.id, managed),
          id,
          isInsert ? "Spielbericht erstellt" : "Spielbericht bearbeitet",
          [{ field: "Titel", from: null, to: input.title }],
        );
        const saved = await findMatchReport(tx, id);
        if (!saved) throw new Error("saved match report not found");
        // Fans still on the match page read the report from the frame, without a request each.
        await publishChange(tx, id, { kind: "report", data: { matchId: id, report: saved } });
        return { created: isInsert, report: saved };
      });
      return c.json({ report, created } satisfies SavedMatchReportResponse, 200);
    },
  );

  return app;
}
