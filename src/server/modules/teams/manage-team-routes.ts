import { createRoute } from "@hono/zod-openapi";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import { seasonOf } from "#shared/matches/season.ts";
import {
  manageTeamResponseSchema,
  manageTeamsResponseSchema,
  teamDeletedResponseSchema,
} from "#shared/teams/response-schema.ts";
import { opponentTeamSchema, TEAM_MESSAGES, teamSchema } from "#shared/teams/schema.ts";
import type {
  ManageTeam,
  ManageTeamResponse,
  ManageTeamsResponse,
  TeamDeletedResponse,
} from "#shared/teams/types.ts";
import { type RowOwner, requireClubRole, requireOwnedRow, requireUser } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import {
  clubIdParams as clubParams,
  manageErrorResponses as errors,
  jsonBody,
} from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { checkImageUrl } from "../../storage/image-url-check.ts";
import { lockImageUrl, updateWithImage } from "../../storage/image-writes.ts";
import { removeUnusedImages } from "../../storage/unused-images.ts";
import { currentPlacement, placeTeam } from "../league/placement-writes.ts";
import { agreedBetweenClubsSql } from "../matches/agreed-fixtures.ts";
import { requireFreeTeamName } from "./team-names.ts";
import { removeTeam, TEAM_NOT_FOUND } from "./team-removal.ts";

const teamColumns = {
  id: teams.id,
  name: teams.name,
  canton: teams.canton,
  league: teams.league,
  // The running season's group (decision 018; the mirror columns hold canton and league).
  group: sql<string>`coalesce((
    select p.group_name from team_placements p
    where p.team_id = "teams"."id" and p.ends_at is null and p.season <= season_of(now())
    order by p.season desc limit 1
  ), 'Gruppe 1')`,
  teamImageUrl: teams.teamImageUrl,
  clubId: teams.clubId,
  createdByClubId: teams.createdByClubId,
  // Decide what 'Löschen' does and says (removeTeam): a team with completed matches or agreed
  // fixtures is archived, not deleted, and those fixtures are called off.
  completedMatchCount: sql<number>`(
    select count(*)::int from matches m
    where (m.home_team_id = "teams"."id" or m.away_team_id = "teams"."id") and m.status = 'completed'
  )`,
  agreedFixtureCount: sql<number>`(
    select count(*)::int from matches m
    where (m.home_team_id = "teams"."id" or m.away_team_id = "teams"."id")
      and m.status in ('scheduled', 'postponed') and ${agreedBetweenClubsSql("m")}
  )`,
  createdAt: teams.createdAt,
};

type TeamRow = Omit<ManageTeam, "createdAt"> & { createdAt: Date };

function toManageTeam(row: TeamRow): ManageTeam {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The club that may manage a team: its own club, or for an opponent team the club that created it. */
export function teamOwner(team: { clubId: string | null; createdByClubId: string | null }): string | null {
  return team.clubId ?? team.createdByClubId;
}

/** The owners of a team; null when there is none, or its club deleted it (archived: no edits). */
export async function findTeamOwner(
  db: DbOrTx,
  teamId: string,
): Promise<{ clubId: string | null; createdByClubId: string | null } | null> {
  const rows = await db
    .select({ clubId: teams.clubId, createdByClubId: teams.createdByClubId })
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.archivedAt)))
    .limit(1);
  return rows[0] ?? null;
}

const teamParams = uuidParams("teamId", TEAM_NOT_FOUND);

async function teamOwnerClub(db: DbOrTx, teamId: string): Promise<RowOwner | undefined> {
  const owner = await findTeamOwner(db, teamId);
  return owner ? { clubId: teamOwner(owner) } : undefined;
}

/** Teams of the tab 'Mannschaften' and the standalone opponent team of the schedule dialog. */
export function manageTeamRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/teams",
      operationId: "listManagedTeams",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary: "Mannschaften des Vereins, neueste zuerst",
      request: { params: clubParams },
      responses: { 200: jsonAnswer(manageTeamsResponseSchema, "{ teams }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const rows = await c.var.deps.db
        .select(teamColumns)
        .from(teams)
        .where(and(eq(teams.clubId, clubId), isNull(teams.archivedAt)))
        .orderBy(desc(teams.createdAt), desc(teams.id));
      return c.json({ teams: rows.map(toManageTeam) } satisfies ManageTeamsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/teams",
      operationId: "createTeam",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Mannschaft erstellen",
      request: {
        params: clubParams,
        body: jsonBody(teamSchema),
      },
      responses: { 201: jsonAnswer(manageTeamResponseSchema, "{ team }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "club", { signInMessage: TEAM_MESSAGES.signInRequired });
      const input = c.req.valid("json");
      const teamImageUrl = await checkImageUrl(c, input.teamImageUrl, null, "teamImageUrl");
      await requireFreeTeamName(c.var.deps.db, { ...input, clubId });
      const row = await c.var.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(teams)
          .values({
            name: input.name,
            canton: input.canton,
            league: input.league,
            teamImageUrl,
            clubId,
            createdByClubId: clubId,
          })
          .returning({ id: teams.id });
        if (!created) throw new Error("team insert returned no row");
        await placeTeam(tx, {
          teamId: created.id,
          season: seasonOf(new Date()),
          canton: input.canton,
          league: input.league,
          group: input.group ?? DEFAULT_GROUP,
          byLeagueOffice: false,
        });
        const [placed] = await tx.select(teamColumns).from(teams).where(eq(teams.id, created.id));
        return placed;
      });
      if (!row) throw new Error("team insert returned no row");
      return c.json({ team: toManageTeam(row) } satisfies ManageTeamResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/opponent-teams",
      operationId: "createOpponentTeam",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Gegnerteam ohne Verein erstellen (nur der erstellende Verein darf es bearbeiten)",
      request: {
        params: clubParams,
        body: jsonBody(opponentTeamSchema),
      },
      responses: { 201: jsonAnswer(manageTeamResponseSchema, "{ team }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      // The schedule dialog's shortcut: whoever may schedule matches may add an opponent.
      await requireClubRole(c, clubId, "matches", { signInMessage: TEAM_MESSAGES.signInRequiredShortcut });
      const input = c.req.valid("json");
      await requireFreeTeamName(c.var.deps.db, { ...input, clubId: null });
      const [row] = await c.var.deps.db
        .insert(teams)
        // Counts publicly only once the league office has placed it.
        .values({ ...input, clubId: null, createdByClubId: clubId, awaitingOffice: true })
        .returning(teamColumns);
      if (!row) throw new Error("team insert returned no row");
      return c.json({ team: toManageTeam(row) } satisfies ManageTeamResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/teams/{teamId}",
      operationId: "updateTeam",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Mannschaft bearbeiten (ohne teamImageUrl bleibt das Bild, null entfernt es)",
      request: {
        params: teamParams,
        body: jsonBody(teamSchema),
      },
      responses: { 200: jsonAnswer(manageTeamResponseSchema, "{ team }"), ...errors },
    }),
    async (c) => {
      const { id: teamId } = await requireOwnedRow(
        c,
        c.req.valid("param").teamId,
        TEAM_NOT_FOUND,
        teamOwnerClub,
        "club",
        { signInMessage: TEAM_MESSAGES.signInRequired },
      );
      const input = c.req.valid("json");
      const owner = await findTeamOwner(c.var.deps.db, teamId);
      await requireFreeTeamName(c.var.deps.db, { ...input, clubId: owner?.clubId ?? null, teamId });
      const team = await updateWithImage(c, {
        notFoundMessage: TEAM_NOT_FOUND,
        field: "teamImageUrl",
        url: input.teamImageUrl,
        lockCurrentImage: (tx) => lockImageUrl(tx, teams, teams.id, teams.teamImageUrl, teamId),
        write: async (tx, teamImageUrl) => {
          const season = seasonOf(new Date());
          const before = await currentPlacement(tx, teamId, season);
          const keepGroup = before && before.canton === input.canton && before.league === input.league;
          // Refused with 409 (nothing written) when counted league matches tie the team to its group.
          await placeTeam(tx, {
            teamId,
            season,
            canton: input.canton,
            league: input.league,
            group: input.group ?? (keepGroup ? before.group : DEFAULT_GROUP),
            byLeagueOffice: false,
          });
          const [row] = await tx
            .update(teams)
            .set({ name: input.name, teamImageUrl, updatedAt: new Date() })
            .where(eq(teams.id, teamId))
            .returning(teamColumns);
          if (!row) throw notFound(TEAM_NOT_FOUND);
          return row;
        },
      });
      return c.json({ team: toManageTeam(team) } satisfies ManageTeamResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/teams/{teamId}",
      operationId: "deleteTeam",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary:
        "Mannschaft löschen; mit beendeten Spielen oder mit anderen Vereinen vereinbarten Spielen wird sie archiviert (Spieler und Trainer werden gelöscht, ihre Seite ist weg, beendete Spiele und Tabellen bleiben, vereinbarte kommende Spiele werden mit Grund abgesagt), sonst mit Spielern, Trainern und Spielen gelöscht",
      request: { params: teamParams },
      responses: {
        200: jsonAnswer(teamDeletedResponseSchema, "{ deleted, archived, id }"),
        409: { description: "Gegnerteam wird in Spielen anderer Vereine verwendet" },
        ...errors,
      },
    }),
    async (c) => {
      const { teamId } = c.req.valid("param");
      const user = requireUser(c, TEAM_MESSAGES.signInRequired);
      const { db } = c.var.deps;
      const owner = await findTeamOwner(db, teamId);
      if (!owner) throw notFound(TEAM_NOT_FOUND);
      const clubId = teamOwner(owner);
      await requireClubRole(c, clubId, "club", { signInMessage: TEAM_MESSAGES.signInRequired });
      const result = await db.transaction((tx) => removeTeam(tx, teamId, owner, clubId, user.id));
      await removeUnusedImages(c.var.deps, result.images);
      return c.json(
        { deleted: !result.archived, archived: result.archived, id: teamId } satisfies TeamDeletedResponse,
        200,
      );
    },
  );

  return app;
}
