import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { FAIR_PLAY_CORRECTION_LABELS } from "#shared/constants.ts";
import { pluralize } from "#shared/format.ts";
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
} from "#shared/league/schema.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeRedCardsResponse,
} from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import { fairPlayCorrections, pointDeductions } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors, idParamsFor, jsonBody } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { seasonTeamSubject } from "./office-decisions.ts";
import { conflictResponse, requireOpenSeason, requireTeam } from "./office-route-parts.ts";
import { listRaisableRedCards, requireRaisableRedCard } from "./red-card-corrections.ts";

// The league office's decisions on a team's points: deductions (under the table) and fair-play
// corrections (with the red cards a correction may raise). Every route is for the league office
// only (the app's gate for office paths, officeOnly: 401 for a visitor, 403 'Nur für die Spielleitung').

const redCardsQuery = z.object({
  teamId: z
    .uuid({ error: PLACEMENT_MESSAGES.teamNotFound })
    .meta({ description: "Die Mannschaft, deren rote Karten kommen (Team-ID, UUID); Pflicht." }),
  season: seasonParam,
});

// The history names what was counted: «Punktabzug: 3» left the reader to guess three of what, and a
// correction's «Punkte» read as table points.
const pointsText = (points: number) => pluralize(points, "Punkt", "Punkte");
const penaltyPointsText = (points: number) => pluralize(points, "Strafpunkt", "Strafpunkte");

export function pointsDecisionRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/deductions",
      operationId: "createPointDeduction",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
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
          action: `Punktabzug: ${pointsText(input.points)} (Saison ${seasonLabel(input.season)})`,
          subject: await seasonTeamSubject(tx, input.teamId, input.season),
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
          action: `Punktabzug zurückgenommen: ${pointsText(row.points)} (Saison ${seasonLabel(row.season)})`,
          subject: await seasonTeamSubject(tx, row.teamId, row.season),
          subjectId: row.teamId,
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
          action: `Fairplay-Korrektur: ${FAIR_PLAY_CORRECTION_LABELS[input.kind]}, ${penaltyPointsText(input.points)} (Saison ${seasonLabel(input.season)})`,
          subject: await seasonTeamSubject(tx, input.teamId, input.season),
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
          action: `Fairplay-Korrektur zurückgenommen: ${penaltyPointsText(row.points)} (Saison ${seasonLabel(row.season)})`,
          subject: await seasonTeamSubject(tx, row.teamId, row.season),
          subjectId: row.teamId,
        });
      });
      return c.json({ ok: true } satisfies OfficeDoneResponse, 200);
    },
  );

  return app;
}
