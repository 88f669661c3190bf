import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { officeDoneResponseSchema } from "#shared/league/response-schema.ts";
import {
  LEAGUE_OFFICE_MESSAGES,
  PLACEMENT_MESSAGES,
  seasonParam,
  withdrawalSchema,
} from "#shared/league/schema.ts";
import type { OfficeDoneResponse } from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import { teamPlacements } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors, jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { seasonTeamSubject } from "./office-decisions.ts";
import { conflictResponse, requireOpenSeason, requireTeam } from "./office-route-parts.ts";
import { currentPlacement } from "./placement-writes.ts";
import {
  callOffGroupFixtures,
  closeRuledOutProposals,
  reopenClosedProposals,
  restoreGroupFixtures,
} from "./withdrawal-fixtures.ts";

// The league office withdraws a team from a season (its matches stop counting, its coming group
// fixtures are called off) and takes a withdrawal back. Every route is for the league office only
// (the app's gate for office paths, officeOnly: 401 for a visitor, 403 'Nur für die Spielleitung').

/** The league office in a match's history: a person acting for no club. */
const officeActor = (office: { id: string }) => ({ userId: office.id, clubId: null });

export function withdrawalRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/withdrawals",
      operationId: "withdrawTeam",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary:
        "Mannschaft aus der Saison zurückziehen (ihre Spiele zählen nicht mehr, sie steht am Ende; ihre kommenden Spiele in der Gruppe werden abgesagt)",
      request: { body: jsonBody(withdrawalSchema) },
      responses: { 200: jsonAnswer(officeDoneResponseSchema, "{ ok }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const input = c.req.valid("json");
      requireOpenSeason(input.season);
      await c.var.deps.db.transaction(async (tx) => {
        await requireTeam(tx, input.teamId);
        await recordOfficeDecision(tx, office, {
          action: `Zurückgezogen (Saison ${seasonLabel(input.season)})`,
          subject: await seasonTeamSubject(tx, input.teamId, input.season),
          subjectId: input.teamId,
          note: input.reason,
        });
        await tx.execute(sql`select 1 from teams where id = ${input.teamId} for update`);
        const placement = await currentPlacement(tx, input.teamId, input.season);
        if (!placement) throw conflict(LEAGUE_OFFICE_MESSAGES.notPlaced);
        const open = and(
          eq(teamPlacements.teamId, input.teamId),
          eq(teamPlacements.season, input.season),
          isNull(teamPlacements.endsAt),
        );
        const [own] = await tx
          .select({ id: teamPlacements.id, withdrawnAt: teamPlacements.withdrawnAt })
          .from(teamPlacements)
          .where(open);
        if (own?.withdrawnAt) throw conflict(LEAGUE_OFFICE_MESSAGES.alreadyWithdrawn);
        const withdrawal = { withdrawnAt: new Date(), withdrawnReason: input.reason, updatedAt: new Date() };
        // Withdrawn from the season: in every group it played in that season (a team moved
        // mid-season leaves its old group's rows too, so its matches there stop counting as well).
        await tx
          .update(teamPlacements)
          .set(withdrawal)
          .where(
            and(
              eq(teamPlacements.teamId, input.teamId),
              eq(teamPlacements.season, input.season),
              isNull(teamPlacements.withdrawnAt),
            ),
          );
        // A carried placement becomes the season's own row, withdrawn.
        if (!own)
          await tx.insert(teamPlacements).values({
            teamId: input.teamId,
            season: input.season,
            canton: placement.canton,
            league: placement.league,
            groupName: placement.group,
            ...withdrawal,
          });
        await callOffGroupFixtures(tx, officeActor(office), {
          teamId: input.teamId,
          season: input.season,
          group: placement,
        });
        await closeRuledOutProposals(tx, officeActor(office), { teamId: input.teamId, season: input.season });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/league-office/withdrawals/{teamId}",
      operationId: "undoTeamWithdrawal",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary:
        "Rückzug aufheben (die durch ihn abgesagten Spiele werden wieder angesetzt, die durch ihn geschlossenen Vorschläge wieder offen, wo ihr Spiel noch so ist, wie sie es vorfanden)",
      request: {
        params: uuidParams("teamId", PLACEMENT_MESSAGES.teamNotFound),
        query: z.object({ season: seasonParam }),
      },
      responses: { 200: jsonAnswer(officeDoneResponseSchema, "{ ok }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const { teamId } = c.req.valid("param");
      const { season } = c.req.valid("query");
      requireOpenSeason(season);
      await c.var.deps.db.transaction(async (tx) => {
        const undone = await tx
          .update(teamPlacements)
          .set({ withdrawnAt: null, withdrawnReason: null, updatedAt: new Date() })
          .where(
            and(
              eq(teamPlacements.teamId, teamId),
              eq(teamPlacements.season, season),
              isNotNull(teamPlacements.withdrawnAt),
            ),
          )
          .returning({ id: teamPlacements.id });
        if (undone.length === 0) throw conflict(LEAGUE_OFFICE_MESSAGES.notWithdrawn);
        await restoreGroupFixtures(tx, officeActor(office), { teamId, season });
        // After the matches: a proposal opens again only where its match is as it was made on.
        await reopenClosedProposals(tx, officeActor(office), { teamId, season });
        await recordOfficeDecision(tx, office, {
          action: `Rückzug aufgehoben (Saison ${seasonLabel(season)})`,
          subject: await seasonTeamSubject(tx, teamId, season),
          subjectId: teamId,
        });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  return app;
}
