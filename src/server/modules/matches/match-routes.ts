import { createRoute, z } from "@hono/zod-openapi";
import type { MatchHistoryResponse } from "#shared/matches/history-types.ts";
import { matchResponseSchema } from "#shared/matches/response-schema.ts";
import { matchListQuerySchema, zurichDayInstant } from "#shared/matches/schema.ts";
import { TELEGRAMM_MESSAGES } from "#shared/matches/telegramm.ts";
import type {
  MatchLineups,
  MatchPageResponse,
  MatchReportResponse,
  MatchResponse,
} from "#shared/matches/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { AppDeps } from "../../context.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import type { JsonText } from "../../db/json-sql.ts";
import { pageBody } from "../../db/list-page.ts";
import {
  clubs,
  matchHistory,
  matchLineupEntries,
  matchReports,
  playerSeasonStats,
  players,
} from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { jsonAnswer, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { matchExample } from "../../http/openapi-examples.ts";
import { createRouter } from "../../http/router.ts";
import { listPublicMatchHistory } from "./match-history.ts";
import { loadLineups } from "./match-lineup-queries.ts";
import { findMatchSummary, listMatchPage, MATCH_LIST_READ, MATCH_SUMMARY_READ } from "./match-queries.ts";
import { findMatchReport } from "./match-report-queries.ts";
import { matchTelegrammText } from "./match-telegramm.ts";

// A minor's photo and birth year show by the current year (public-player-fields.ts).
const LINEUPS_READ: ReadDeclaration = {
  tables: [players, playerSeasonStats, matchLineupEntries],
  clock: true,
};
const REPORT_READ: ReadDeclaration = { tables: [matchReports, players] };
// The public record reads no account table (the cache hears of no change there), so it is kept
// like the rest of the match page, which shows it.
const HISTORY_READ: ReadDeclaration = { tables: [matchHistory, clubs] };

/** A public match by its id in the path, or null (an id that is no UUID names none). */
function publicMatch(db: AppDeps["db"], id: string) {
  return isUuid(id)
    ? declaredRead(MATCH_SUMMARY_READ, () => findMatchSummary(db, id))
    : Promise.resolve(null);
}

/** Public reads of matches; the match/ticker domain adds detail, events and live control. */
export function matchRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches",
      operationId: "listMatches",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary:
        "Spiele: kommende, vergangene, live; optional nach Teams, Verein, Kanton, Liga, Gruppe und Zeitraum (von/bis, Tage in Zürcher Zeit)",
      request: { query: matchListQuerySchema },
      responses: {
        200: { description: "{ matches, nextCursor }: nextCursor als after= für die nächste Seite" },
        400: { description: "Ungültiger Filter (deutsche Meldung im Feld error.message)" },
      },
    }),
    async (c) => {
      const { from, to, ...query } = c.req.valid("query");
      const filter = {
        ...query,
        from: from ? zurichDayInstant(from) : undefined,
        before: to ? zurichDayInstant(to, 1) : undefined,
      };
      // PostgreSQL wrote each match's JSON already: the answer is passed on as text.
      const page = await declaredRead(MATCH_LIST_READ, () => listMatchPage(c.var.deps.db, filter));
      const body = pageBody("matches", page);
      return c.body(body satisfies JsonText<MatchPageResponse>, 200, { "content-type": "application/json" });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}",
      operationId: "getMatch",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Ein Spiel",
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: jsonAnswer(matchResponseSchema, "{ match }", matchExample),
        404: { description: "Spiel nicht gefunden" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const match = await publicMatch(c.var.deps.db, id);
      if (!match) throw notFound("Spiel nicht gefunden");
      return c.json({ match } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/lineups",
      operationId: "getMatchLineups",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Aufstellungen beider Mannschaften mit Statistiken der Spieler",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "MatchLineups" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = await publicMatch(db, id);
      if (!match) throw notFound("Spiel nicht gefunden");
      const lineups = await declaredRead(LINEUPS_READ, () => loadLineups(db, match));
      return c.json(lineups satisfies MatchLineups, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/report",
      operationId: "getMatchReport",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Spielbericht (report: null, wenn keiner geschrieben wurde)",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ report }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = await publicMatch(db, id);
      if (!match) throw notFound("Spiel nicht gefunden");
      const report = await declaredRead(REPORT_READ, () => findMatchReport(db, id));
      return c.json({ report } satisfies MatchReportResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/history",
      operationId: "getPublicMatchHistory",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Verlauf eines Spiels: welcher Verein wann was geändert oder angenommen hat, neueste zuerst",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ entries }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id)
        ? await declaredRead(MATCH_SUMMARY_READ, () => findMatchSummary(db, id))
        : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      const entries = await declaredRead(HISTORY_READ, () => listPublicMatchHistory(db, id));
      return c.json({ entries } satisfies MatchHistoryResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/telegramm",
      operationId: "getMatchTelegramm",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Matchtelegramm eines beendeten Spiels als Text (für Zeitung und Vereinswebsite)",
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: { description: "Das Matchtelegramm", content: { "text/plain": { schema: z.string() } } },
        404: { description: "Spiel nicht gefunden" },
        409: { description: "Spiel noch nicht beendet" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id) ? await findMatchSummary(db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      const { homeScore, awayScore } = match;
      if (match.status !== "completed" || homeScore === null || awayScore === null) {
        throw conflict(TELEGRAMM_MESSAGES.notCompleted);
      }
      const text = await matchTelegrammText(db, { ...match, homeScore, awayScore });
      return c.text(text, 200, { "content-type": "text/plain; charset=utf-8" });
    },
  );

  return app;
}
