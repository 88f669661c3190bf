import { createRoute } from "@hono/zod-openapi";
import { asc, eq, isNull } from "drizzle-orm";
import {
  matchListResponseSchema,
  matchResponseSchema,
  matchTeamOptionsSchema,
} from "#shared/matches/response-schema.ts";
import { matchInputSchema } from "#shared/matches/schema.ts";
import type {
  MatchListResponse,
  MatchResponse,
  MatchTeamOption,
  MatchTeamOptions,
} from "#shared/matches/types.ts";
import { requireClubRole } from "../../auth/access.ts";
import { byName } from "../../db/name-order.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { listMatches } from "./match-queries.ts";
import { createMatch, matchWriteResponses } from "./match-writes.ts";

// The club's schedule as its page reads it, the teams its match dialog offers, and a new match.

const CLUB_NOT_FOUND = "Verein nicht gefunden";
const clubParam = uuidParams("clubId", CLUB_NOT_FOUND);
/** The club schedule shows every match of the club; a season is far below this. */
const CLUB_MATCH_LIMIT = 2_000;

const teamOptionColumns = {
  id: teams.id,
  name: teams.name,
  league: teams.league,
  canton: teams.canton,
  teamImageUrl: teams.teamImageUrl,
  clubId: teams.clubId,
  clubName: clubs.clubName,
  stadiumName: clubs.stadiumName,
};

/** The club's schedule, the match dialog's teams and «Spiel ansetzen». */
export function clubScheduleRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/matches",
      operationId: "listClubMatches",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Alle Spiele der Mannschaften des Vereins, aufsteigend nach Datum",
      request: { params: clubParam },
      responses: {
        200: jsonAnswer(matchListResponseSchema, "{ matches }"),
        401: { description: "" },
        403: { description: "" },
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const list = await listMatches(c.var.deps.db, {
        clubId,
        scope: "all",
        includeRequests: true,
        limit: CLUB_MATCH_LIMIT,
      });
      return c.json({ matches: list } satisfies MatchListResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/match-teams",
      operationId: "listMatchTeamOptions",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Mannschaften für den Spieldialog: 'Meine Teams' und alle anderen ('Alle Teams')",
      request: { params: clubParam },
      responses: {
        200: jsonAnswer(matchTeamOptionsSchema, "MatchTeamOptions"),
        401: { description: "" },
        403: { description: "" },
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const { db } = c.var.deps;
      const [club] = await db
        .select({ id: clubs.id, clubName: clubs.clubName, stadiumName: clubs.stadiumName })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      if (!club) throw notFound(CLUB_NOT_FOUND);
      const rows: MatchTeamOption[] = await db
        .select(teamOptionColumns)
        .from(teams)
        .leftJoin(clubs, eq(clubs.id, teams.clubId))
        .where(isNull(teams.archivedAt))
        .orderBy(byName(teams.name), asc(teams.league));
      const body: MatchTeamOptions = {
        club,
        myTeams: rows.filter((t) => t.clubId === clubId),
        otherTeams: rows.filter((t) => t.clubId !== clubId),
      };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/matches",
      operationId: "createMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary: "Spiel ansetzen (eine der Mannschaften gehört dem Verein); Datum und Zeit in Zürcher Zeit",
      request: { params: clubParam, body: jsonBody(matchInputSchema()) },
      responses: { 201: jsonAnswer(matchResponseSchema, "{ match }"), ...matchWriteResponses },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const { user } = await requireClubRole(c, clubId, "matches");
      const input = c.req.valid("json");
      const match = await c.var.deps.db.transaction((tx) =>
        createMatch(tx, { userId: user.id, clubId }, input),
      );
      return c.json({ match } satisfies MatchResponse, 201);
    },
  );

  return app;
}
