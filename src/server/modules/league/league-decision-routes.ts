import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { FAIR_PLAY_CORRECTION_LABELS } from "#shared/constants.ts";
import {
  officeCreatedResponseSchema,
  officeDoneResponseSchema,
  officeRedCardsResponseSchema,
} from "#shared/league/response-schema.ts";
import {
  deductionSchema,
  fairPlayCorrectionSchema,
  LEAGUE_OFFICE_MESSAGES,
  PLACEMENT_MESSAGES,
  seasonParam,
  withdrawalSchema,
} from "#shared/league/schema.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeRedCardsResponse,
} from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import { fairPlayCorrections, pointDeductions, teamPlacements } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors, idParamsFor, jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { teamSubject } from "./office-decisions.ts";
import { conflictResponse, officeOnly, requireTeam } from "./office-route-parts.ts";
import { currentPlacement, requirePlannableSeason } from "./placement-writes.ts";
import { listRaisableRedCards, requireRaisableRedCard } from "./red-card-corrections.ts";
import { callOffGroupFixtures, restoreGroupFixtures } from "./withdrawal-fixtures.ts";

// The league office's decisions on points: deductions, withdrawals and fair-play corrections
// (with the red cards a correction may raise). Every route is for the league office only
// (requireLeagueOffice: 401 for a visitor, 403 'Nur für die Spielleitung').

const redCardsQuery = z.object({
  teamId: z.uuid({ error: PLACEMENT_MESSAGES.teamNotFound }),
  season: seasonParam,
});
/** A decision about a finished season would rewrite its table, one far ahead has none: refused like a placement. */
const requireOpenSeason = (season: number) =>
  requirePlannableSeason(season, new Date(), LEAGUE_OFFICE_MESSAGES.pastSeason);
/** The league office in a match's history: a person acting for no club. */
const officeActor = (office: { id: string }) => ({ userId: office.id, clubId: null });

export function leagueDecisionRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/deductions",
      operationId: "createPointDeduction",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
      summary: "Punkte abziehen (mit Begründung, unter der Tabelle angezeigt)",
      request: { body: jsonBody(deductionSchema) },
      responses: { 201: jsonAnswer(officeCreatedResponseSchema, "{ id }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const user = await requireLeagueOffice(c);
      const input = c.req.valid("json");
      requireOpenSeason(input.season);
      const row = await c.var.deps.db.transaction(async (tx) => {
        await requireTeam(tx, input.teamId);
        const [created] = await tx
          .insert(pointDeductions)
          .values({ ...input, createdBy: user.id })
          .returning({ id: pointDeductions.id });
        if (!created) throw new Error("deduction insert returned no row");
        await recordOfficeDecision(tx, user, {
          action: `Punktabzug: ${input.points} (Saison ${seasonLabel(input.season)})`,
          subject: await teamSubject(tx, input.teamId),
          subjectId: input.teamId,
          note: input.reason,
        });
        return created;
      });
      return c.json({ id: row.id } satisfies OfficeCreatedResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/league-office/deductions/{id}",
      operationId: "deletePointDeduction",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
      summary: "Punktabzug zurücknehmen",
      request: { params: idParamsFor(LEAGUE_OFFICE_MESSAGES.deductionNotFound) },
      responses: { 200: jsonAnswer(officeDoneResponseSchema, "{ ok }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const { id } = c.req.valid("param");
      await c.var.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            season: pointDeductions.season,
            teamId: pointDeductions.teamId,
            points: pointDeductions.points,
          })
          .from(pointDeductions)
          .where(eq(pointDeductions.id, id));
        if (!row) throw notFound(LEAGUE_OFFICE_MESSAGES.deductionNotFound);
        requireOpenSeason(row.season);
        await tx.delete(pointDeductions).where(eq(pointDeductions.id, id));
        await recordOfficeDecision(tx, office, {
          action: `Punktabzug zurückgenommen: ${row.points} (Saison ${seasonLabel(row.season)})`,
          subject: await teamSubject(tx, row.teamId),
          subjectId: row.teamId,
        });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/withdrawals",
      operationId: "withdrawTeam",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
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
          subject: await teamSubject(tx, input.teamId),
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
      middleware: officeOnly,
      summary: "Rückzug zurücknehmen (die durch ihn abgesagten Spiele werden wieder angesetzt)",
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
        await recordOfficeDecision(tx, office, {
          action: `Rückzug zurückgenommen (Saison ${seasonLabel(season)})`,
          subject: await teamSubject(tx, teamId),
          subjectId: teamId,
        });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/red-cards",
      operationId: "listOfficeRedCards",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
      summary: "Gewertete Rote Karten einer Mannschaft in einer Saison (zum Höherbewerten)",
      request: { query: redCardsQuery },
      responses: { 200: jsonAnswer(officeRedCardsResponseSchema, "{ cards }"), ...errors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { teamId, season } = c.req.valid("query");
      // An empty list would read as a team without red cards.
      await requireTeam(c.var.deps.db, teamId);
      const cards = await listRaisableRedCards(c.var.deps.db, teamId, season);
      return c.json({ cards } satisfies OfficeRedCardsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/fair-play-corrections",
      operationId: "createFairPlayCorrection",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
      summary: "Fairplay-Punkte korrigieren (Rote Karte höher bewerten, Fehlverhalten von Offiziellen)",
      request: { body: jsonBody(fairPlayCorrectionSchema) },
      responses: { 201: jsonAnswer(officeCreatedResponseSchema, "{ id }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const user = await requireLeagueOffice(c);
      const input = c.req.valid("json");
      requireOpenSeason(input.season);
      const row = await c.var.deps.db.transaction(async (tx) => {
        await requireTeam(tx, input.teamId);
        const { matchId, eventId } = input;
        if (input.kind === "red_card" && matchId && eventId) {
          await requireRaisableRedCard(tx, { teamId: input.teamId, season: input.season, matchId, eventId });
        }
        const [created] = await tx
          .insert(fairPlayCorrections)
          .values({ ...input, namesCard: input.kind === "red_card", createdBy: user.id })
          .returning({ id: fairPlayCorrections.id });
        if (!created) throw new Error("correction insert returned no row");
        await recordOfficeDecision(tx, user, {
          action: `Fairplay-Korrektur: ${FAIR_PLAY_CORRECTION_LABELS[input.kind]}, ${input.points} Punkte (Saison ${seasonLabel(input.season)})`,
          subject: await teamSubject(tx, input.teamId),
          subjectId: input.teamId,
          note: input.reason,
          details: matchId && eventId ? { matchId, eventId } : {},
        });
        return created;
      });
      return c.json({ id: row.id } satisfies OfficeCreatedResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/league-office/fair-play-corrections/{id}",
      operationId: "deleteFairPlayCorrection",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      middleware: officeOnly,
      summary: "Fairplay-Korrektur zurücknehmen",
      request: { params: idParamsFor(LEAGUE_OFFICE_MESSAGES.correctionNotFound) },
      responses: { 200: jsonAnswer(officeDoneResponseSchema, "{ ok }"), ...conflictResponse, ...errors },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const { id } = c.req.valid("param");
      await c.var.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            season: fairPlayCorrections.season,
            teamId: fairPlayCorrections.teamId,
            points: fairPlayCorrections.points,
          })
          .from(fairPlayCorrections)
          .where(eq(fairPlayCorrections.id, id));
        if (!row) throw notFound(LEAGUE_OFFICE_MESSAGES.correctionNotFound);
        requireOpenSeason(row.season);
        await tx.delete(fairPlayCorrections).where(eq(fairPlayCorrections.id, id));
        await recordOfficeDecision(tx, office, {
          action: `Fairplay-Korrektur zurückgenommen: ${row.points} Punkte (Saison ${seasonLabel(row.season)})`,
          subject: await teamSubject(tx, row.teamId),
          subjectId: row.teamId,
        });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  return app;
}
