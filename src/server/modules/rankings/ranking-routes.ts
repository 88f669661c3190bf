import { createRoute } from "@hono/zod-openapi";
import { seasonOf } from "#shared/matches/season.ts";
import { cutRanking } from "#shared/rankings/ranking-cut.ts";
import { leagueTableQuerySchema, playerRankingQuerySchema } from "#shared/rankings/schema.ts";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
import { createRouter } from "../../http/router.ts";
import { findLeagueTable, listPlayerRanking, listRankingLeagues } from "./ranking-queries.ts";

/** Public rankings: the league table, top scorers and cards, all computed from real results. */
export function rankingRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/table",
      tags: ["Ranking"],
      summary: "Tabelle eines Kantons und einer Liga, berechnet aus den beendeten Spielen",
      request: { query: leagueTableQuerySchema },
      responses: {
        200: { description: "{ canton, league, rows } – jede Mannschaft des Kantons und der Liga" },
        400: { description: "Kanton oder Liga fehlt oder ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const { canton, league, season: chosen } = c.req.valid("query");
      const season = chosen ?? seasonOf(new Date());
      const rows = await findLeagueTable(c.var.deps.db, canton, league, season);
      return c.json({ canton, league, season, rows } satisfies LeagueTableResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/leagues",
      tags: ["Ranking"],
      summary: "Kantone und Ligen mit Mannschaften (für die Auswahl der Tabelle)",
      responses: { 200: { description: "{ leagues: [{ canton, league, teamCount, completedMatches }] }" } },
    }),
    async (c) => {
      const leagues = await listRankingLeagues(c.var.deps.db);
      return c.json({ leagues } satisfies RankingLeaguesResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/scorers",
      tags: ["Ranking"],
      summary:
        "Torschützen: die 10 Spieler mit den meisten Toren und alle gleichauf mit dem Zehnten (sharedPlace: ein Rang, den zu viele teilen)",
      request: { query: playerRankingQuerySchema },
      responses: {
        200: { description: "{ players }" },
        400: { description: "Kanton oder Liga ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const ranked = await listPlayerRanking(c.var.deps.db, "scorers", c.req.valid("query"));
      return c.json(cutRanking(ranked) satisfies PlayerRankingResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/rankings/cards",
      tags: ["Ranking"],
      summary:
        "Karten: die 10 Spieler mit den meisten roten, dann gelben Karten, und alle gleichauf mit dem Zehnten",
      request: { query: playerRankingQuerySchema },
      responses: {
        200: { description: "{ players }" },
        400: { description: "Kanton oder Liga ist nicht in der Liste" },
      },
    }),
    async (c) => {
      const ranked = await listPlayerRanking(c.var.deps.db, "cards", c.req.valid("query"));
      return c.json(cutRanking(ranked) satisfies PlayerRankingResponse, 200);
    },
  );

  return app;
}
