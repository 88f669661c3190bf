import { createRoute } from "@hono/zod-openapi";
import { seasonOf } from "#shared/matches/season.ts";
import { cutRanking } from "#shared/rankings/ranking-cut.ts";
import { leagueTableResponseSchema } from "#shared/rankings/response-schema.ts";
import {
  leagueTableQuerySchema,
  playerRankingQuerySchema,
  rankingLeaguesQuerySchema,
} from "#shared/rankings/schema.ts";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import {
  clubs,
  fairPlayCorrections,
  matchEvents,
  matches,
  playerSeasonStats,
  players,
  pointDeductions,
  teamPlacements,
  teams,
} from "../../db/schema/index.ts";
import { jsonAnswer, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { leagueTableExample } from "../../http/openapi-examples.ts";
import { createRouter } from "../../http/router.ts";
import { listPlayerRanking } from "./ranking-queries.ts";
import { findLeagueTable, listRankingLeagues } from "./table-queries.ts";

// Without a season in the address the answer is the current season's: it depends on the clock.
const TABLE_TABLES = [
  teamPlacements,
  matches,
  teams,
  clubs,
  matchEvents,
  fairPlayCorrections,
  pointDeductions,
];
const LEAGUES_TABLES = [teamPlacements, matches, teams];
// Always the clock: a minor's photo shows by the current year (public-player-fields.ts).
const PLAYER_RANKING_READ: ReadDeclaration = {
  tables: [playerSeasonStats, players, teams, clubs, teamPlacements, matches, matchEvents],
  clock: true,
};

/** Public rankings: the league table, top scorers and cards, all computed from real results. */
export function rankingRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/table",
      operationId: "getLeagueTable",
      security: PUBLIC_ACCESS,
      tags: ["Ranking"],
      summary: "Tabelle einer Saison, eines Kantons, einer Liga und Gruppe, nach den Schweizer Regeln",
      request: { query: leagueTableQuerySchema },
      responses: {
        200: jsonAnswer(
          leagueTableResponseSchema,
          "{ canton, league, season, group, groups, rule, rows, deductions, fairPlay }",
          leagueTableExample,
        ),
        400: {
          description: "Kanton oder Liga fehlt, ist nicht in der Liste, oder die Liga hat mehrere Gruppen",
        },
        404: { description: "Diese Gruppe gibt es in dieser Saison nicht" },
      },
    }),
    async (c) => {
      const { canton, league, season: chosen, group } = c.req.valid("query");
      const season = chosen ?? seasonOf(new Date());
      const table = await declaredRead({ tables: TABLE_TABLES, clock: chosen === undefined }, () =>
        findLeagueTable(c.var.deps.db, { canton, league, season, group }),
      );
      return c.json(table satisfies LeagueTableResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/leagues",
      operationId: "listRankingLeagues",
      security: PUBLIC_ACCESS,
      tags: ["Ranking"],
      summary: "Kantone, Ligen und Gruppen einer Saison mit Mannschaften (für die Auswahl der Tabelle)",
      request: { query: rankingLeaguesQuerySchema },
      responses: {
        200: {
          description:
            "{ season, leagues: [{ canton, league, teamCount, completedMatches, groups }], cantons: [{ canton, teamCount }] } (jede Mannschaft einmal je Liga und je Kanton)",
        },
        400: { description: "Saison ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const chosen = c.req.valid("query").season;
      const season = chosen ?? seasonOf(new Date());
      const { leagues, cantons } = await declaredRead(
        { tables: LEAGUES_TABLES, clock: chosen === undefined },
        () => listRankingLeagues(c.var.deps.db, season),
      );
      return c.json({ season, leagues, cantons } satisfies RankingLeaguesResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/scorers",
      operationId: "getTopScorers",
      security: PUBLIC_ACCESS,
      tags: ["Ranking"],
      summary:
        "Torschützen: die 10 Spieler mit den meisten Toren und alle gleichauf mit dem Zehnten (sharedPlace: ein Rang, den zu viele teilen). Mit Kanton und Liga zählen die beendeten Meisterschaftsspiele der Gruppe (wie die Tabelle), sonst alle bestätigten Spiele der Saison, laufende eingeschlossen, ausser gegen einen Gegner, den die Spielleitung noch nicht eingeteilt hat (wie bei den Zahlen eines Spielers im Kader)",
      request: { query: playerRankingQuerySchema },
      responses: {
        200: { description: "{ players }" },
        400: { description: "Kanton oder Liga ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const ranked = await declaredRead(PLAYER_RANKING_READ, () =>
        listPlayerRanking(c.var.deps.db, "scorers", query),
      );
      return c.json(cutRanking(ranked) satisfies PlayerRankingResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/cards",
      operationId: "getCardRanking",
      security: PUBLIC_ACCESS,
      tags: ["Ranking"],
      summary:
        "Karten: die 10 Spieler mit den meisten roten, dann gelben Karten, und alle gleichauf mit dem Zehnten. Mit Kanton und Liga zählen die beendeten Meisterschaftsspiele der Gruppe (wie die Tabelle), sonst alle bestätigten Spiele der Saison, laufende eingeschlossen, ausser gegen einen Gegner, den die Spielleitung noch nicht eingeteilt hat (wie bei den Zahlen eines Spielers im Kader)",
      request: { query: playerRankingQuerySchema },
      responses: {
        200: { description: "{ players }" },
        400: { description: "Kanton oder Liga ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const ranked = await declaredRead(PLAYER_RANKING_READ, () =>
        listPlayerRanking(c.var.deps.db, "cards", query),
      );
      return c.json(cutRanking(ranked) satisfies PlayerRankingResponse, 200);
    },
  );

  return app;
}
