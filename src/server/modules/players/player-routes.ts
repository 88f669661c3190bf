import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import type { PlayerDetail, PlayerResponse } from "#shared/players/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { DbOrTx } from "../../db/client.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import { clubs, playerSeasonStats, players, teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { statsByTeamOfPlayer } from "./player-stats.ts";
import { publicPlayerColumns } from "./public-player-fields.ts";

export const PLAYER_NOT_FOUND = "Spieler nicht gefunden";

/** A minor's photo and birth year show by the current year (public-player-fields.ts). */
export const PLAYER_DETAIL: ReadDeclaration = {
  tables: [players, teams, clubs, playerSeasonStats],
  clock: true,
};

export async function findPlayerById(db: DbOrTx, id: string): Promise<PlayerDetail | null> {
  const [row] = await db
    .select({
      player: publicPlayerColumns(),
      team: {
        id: teams.id,
        name: teams.name,
        teamImageUrl: teams.teamImageUrl,
        league: teams.league,
        canton: teams.canton,
      },
      club: { id: clubs.id, clubName: clubs.clubName, clubLogoUrl: clubs.clubLogoUrl },
    })
    .from(players)
    // An archived team's players are deleted with the archiving; this keeps any left from before
    // that out of sight as well.
    .innerJoin(teams, and(eq(teams.id, players.teamId), isNull(teams.archivedAt)))
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(eq(players.id, id))
    .limit(1);
  if (!row) return null;
  const { stats, statsByTeam } = await statsByTeamOfPlayer(db, id);
  return { ...row.player, stats, statsByTeam, team: row.team, club: row.club };
}

/** Public read of one player with team, club and statistics computed from match events. */
export function playerRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/players/{id}",
      operationId: "getPlayer",
      security: PUBLIC_ACCESS,
      tags: ["Spieler"],
      summary: "Ein Spieler mit Mannschaft, Verein und Statistik",
      request: { params: z.object({ id: z.string().openapi({ description: "Spieler-ID (UUID)" }) }) },
      responses: { 200: { description: "{ player }" }, 404: { description: PLAYER_NOT_FOUND } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const player = isUuid(id)
        ? await declaredRead(PLAYER_DETAIL, () => findPlayerById(c.var.deps.db, id))
        : null;
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      return c.json({ player } satisfies PlayerResponse, 200);
    },
  );

  return app;
}
