import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { seasonOf } from "#shared/matches/season.ts";
import { teamMatchesQuerySchema } from "#shared/teams/schema.ts";
import type {
  TeamCoachesResponse,
  TeamMatchesResponse,
  TeamPlayersResponse,
  TeamResponse,
} from "#shared/teams/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import {
  clubs,
  coaches,
  matches,
  playerSeasonStats,
  players,
  teamPlacements,
  teams,
  withdrawalCancellations,
} from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { currentPlacement } from "../league/placement-writes.ts";
import { listTeamSeasonMatches } from "./team-fixtures.ts";
import { findTeamById, listTeamCoaches, listTeamPlayers, teamExists } from "./team-queries.ts";

export const TEAM_NOT_FOUND = "Team wurde nicht gefunden.";

const idParams = z.object({ id: z.string().openapi({ description: "Team-ID (UUID)" }) });

/** A list of the team in the path; only an empty one checks that the team exists (else 404). */
async function listOfExistingTeam<T>(
  c: Context<AppEnv>,
  id: string,
  declaration: ReadDeclaration,
  read: (db: DbOrTx, teamId: string) => Promise<T[]>,
): Promise<T[]> {
  if (!isUuid(id)) throw notFound(TEAM_NOT_FOUND);
  const { db } = c.var.deps;
  const rows = await declaredRead(declaration, () => read(db, id));
  if (rows.length === 0 && !(await declaredRead(TEAM_ROW, () => teamExists(db, id)))) {
    throw notFound(TEAM_NOT_FOUND);
  }
  return rows;
}

const TEAM_ROW: ReadDeclaration = { tables: [teams] };
export const TEAM_DETAIL: ReadDeclaration = { tables: [teams, clubs, players, coaches] };
// A minor's photo and birth year show by the current year (public-player-fields.ts).
const TEAM_PLAYERS: ReadDeclaration = { tables: [teams, players, playerSeasonStats], clock: true };
const TEAM_COACHES: ReadDeclaration = { tables: [teams, coaches] };
// Upcoming and past split at the current instant; the group is the league office's placement.
const TEAM_SEASON: ReadDeclaration = {
  tables: [teams, matches, clubs, teamPlacements, withdrawalCancellations],
  clock: true,
};

/** Public reads of a team: the team with club, league and canton, its players and coaches. */
export function teamRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}",
      operationId: "getTeam",
      security: PUBLIC_ACCESS,
      tags: ["Mannschaften"],
      summary: "Eine Mannschaft mit Verein, Liga und Kanton",
      request: { params: idParams },
      responses: { 200: { description: "{ team }" }, 404: { description: TEAM_NOT_FOUND } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const team = isUuid(id) ? await declaredRead(TEAM_DETAIL, () => findTeamById(c.var.deps.db, id)) : null;
      if (!team) throw notFound(TEAM_NOT_FOUND);
      return c.json({ team } satisfies TeamResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/players",
      operationId: "listTeamPlayers",
      security: PUBLIC_ACCESS,
      tags: ["Mannschaften"],
      summary: "Spieler einer Mannschaft mit Toren, Assists und Karten (aus den Spielereignissen)",
      request: { params: idParams },
      responses: { 200: { description: "{ players }" }, 404: { description: TEAM_NOT_FOUND } },
    }),
    async (c) => {
      const players = await listOfExistingTeam(c, c.req.valid("param").id, TEAM_PLAYERS, listTeamPlayers);
      return c.json({ players } satisfies TeamPlayersResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/coaches",
      operationId: "listTeamCoaches",
      security: PUBLIC_ACCESS,
      tags: ["Mannschaften"],
      summary: "Trainer einer Mannschaft",
      request: { params: idParams },
      responses: { 200: { description: "{ coaches }" }, 404: { description: TEAM_NOT_FOUND } },
    }),
    async (c) => {
      const coaches = await listOfExistingTeam(c, c.req.valid("param").id, TEAM_COACHES, listTeamCoaches);
      return c.json({ coaches } satisfies TeamCoachesResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/matches",
      operationId: "listTeamMatches",
      security: PUBLIC_ACCESS,
      tags: ["Mannschaften"],
      summary:
        "Spiele und Resultate einer Mannschaft in einer Saison, mit ihrer Gruppe (ohne Saison: die laufende)",
      request: { params: idParams, query: teamMatchesQuerySchema },
      responses: {
        200: { description: "{ season, placement, matches }" },
        400: { description: "Ungültige Saison" },
        404: { description: TEAM_NOT_FOUND },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const season = c.req.valid("query").season ?? seasonOf(new Date());
      if (!isUuid(id) || !(await declaredRead(TEAM_ROW, () => teamExists(db, id)))) {
        throw notFound(TEAM_NOT_FOUND);
      }
      const [placement, list] = await declaredRead(TEAM_SEASON, () =>
        Promise.all([currentPlacement(db, id, season), listTeamSeasonMatches(db, id, season)]),
      );
      return c.json({ season, placement, matches: list } satisfies TeamMatchesResponse, 200);
    },
  );

  return app;
}
