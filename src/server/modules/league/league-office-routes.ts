import { createRoute, z } from "@hono/zod-openapi";
import { comingLeftText, placementText } from "#shared/league/groups.ts";
import {
  officeLeagueResponseSchema,
  officeTeamSearchResponseSchema,
  placementCheckResponseSchema,
  placementResponseSchema,
} from "#shared/league/response-schema.ts";
import { cantonParam, leagueParam, placementSchema, seasonParam } from "#shared/league/schema.ts";
import type {
  OfficeLeagueResponse,
  OfficeTeamSearchResponse,
  PlacementCheckResponse,
  PlacementResponse,
} from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors, jsonBody } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { teamSubject } from "./office-decisions.ts";
import { findOfficeLeague, OFFICE_TEAM_SEARCH_LIMIT, searchOfficeTeams } from "./office-queries.ts";
import { conflictResponse, requireTeam } from "./office-route-parts.ts";
import { comingAgainstGroup, currentPlacement, placeTeam } from "./placement-writes.ts";

// The league office's console API («Spielleitung»): the league's groups, the team search and
// the placements (its decisions on points are in points-decision-routes.ts, withdrawals in
// withdrawal-routes.ts). Every route is for the league office only (requireLeagueOffice: 401 for
// a visitor, 403 'Nur für die Spielleitung').

/**
 * `?dryRun=1`: the placement is made in a transaction that is rolled back, so the answer is the
 * one rule's (placeTeam) and nothing is saved: the console asks before a move with it.
 */
const placementQuery = z.object({
  dryRun: z
    .enum(["0", "1"])
    .optional()
    .meta({ description: "1: nur prüfen, was die Einteilung wäre (verschoben?), nichts speichern." }),
});

/** Thrown to roll a dry run's transaction back, carrying its answer out. */
class DryRunAnswer extends Error {
  constructor(readonly answer: PlacementCheckResponse) {
    super("dry run");
  }
}

const leagueQuery = z.object({ season: seasonParam, canton: cantonParam, league: leagueParam });
const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default("")
    .meta({
      description: `Ein Teil des Mannschafts- oder Vereinsnamens, ab 2 Zeichen (Umlaute werden verziehen); höchstens ${OFFICE_TEAM_SEARCH_LIMIT} Treffer.`,
    }),
  season: seasonParam.meta({
    description:
      "Die Saison nach ihrem Startjahr (2025 = 2025/26), deren Einteilung jede Mannschaft zeigt; Pflicht.",
  }),
});

export function leagueOfficeRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/league",
      operationId: "getOfficeLeague",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary: "Gruppen einer Liga mit ihren Mannschaften, Abzügen und Fairplay-Korrekturen einer Saison",
      request: { query: leagueQuery },
      responses: { 200: jsonAnswer(officeLeagueResponseSchema, "OfficeLeagueResponse"), ...errors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { season, canton, league } = c.req.valid("query");
      const body = await findOfficeLeague(c.var.deps.db, season, canton, league);
      return c.json(body satisfies OfficeLeagueResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/teams",
      operationId: "searchOfficeTeams",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary:
        "Mannschaften nach Name suchen (zum Einteilen): die ersten 20 nach Vereins- und Mannschaftsname, total: wie viele es insgesamt sind",
      request: { query: searchQuery },
      responses: { 200: jsonAnswer(officeTeamSearchResponseSchema, "{ teams }"), ...errors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { q, season } = c.req.valid("query");
      const found =
        q.length < 2 ? { teams: [], total: 0 } : await searchOfficeTeams(c.var.deps.db, q, season);
      return c.json(found satisfies OfficeTeamSearchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/league-office/placements",
      operationId: "placeTeam",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary:
        "Mannschaft für eine Saison einteilen oder verschieben (laufende Saison: Spiele bis jetzt bleiben in der alten Gruppe)",
      request: { query: placementQuery, body: jsonBody(placementSchema) },
      responses: {
        200: jsonAnswer(
          z.union([placementResponseSchema, placementCheckResponseSchema]),
          "{ result } oder mit ?dryRun=1 { result, from }",
        ),
        ...conflictResponse,
        ...errors,
      },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const input = c.req.valid("json");
      const isDryRun = c.req.valid("query").dryRun === "1";
      try {
        const result = await c.var.deps.db.transaction(async (tx) => {
          await requireTeam(tx, input.teamId);
          const now = new Date();
          const before = await currentPlacement(tx, input.teamId, input.season);
          const placed = await placeTeam(tx, { ...input, byLeagueOffice: true, now });
          const coming =
            placed === "moved" && before
              ? await comingAgainstGroup(tx, input.teamId, input.season, before, now)
              : 0;
          if (isDryRun) throw new DryRunAnswer({ result: placed, from: before, comingInOldGroup: coming });
          // Nothing changed, nothing to record.
          if (placed === "unchanged") return placed;
          const from = before && placed === "moved" ? `${placementText(before)} → ` : "";
          const oldGroup = before?.group ?? "der alten Gruppe";
          const kept =
            placed !== "moved"
              ? ""
              : input.movedMatches === "annul"
                ? `; die bisherigen Spiele in ${oldGroup} sind annulliert`
                : `; die bisherigen Spiele bleiben in ${oldGroup}`;
          const left = coming > 0 ? `; ${comingLeftText(coming, oldGroup)}` : "";
          await recordOfficeDecision(tx, office, {
            action: `${placed === "moved" ? "Verschoben" : "Eingeteilt"}: ${from}${placementText(input)} (Saison ${seasonLabel(input.season)})${kept}${left}`,
            subject: await teamSubject(tx, input.teamId),
            subjectId: input.teamId,
            details: { result: placed, from: before },
          });
          return placed;
        });
        return c.json({ result } satisfies PlacementResponse, 200);
      } catch (error) {
        if (error instanceof DryRunAnswer) return c.json(error.answer, 200);
        throw error;
      }
    },
  );

  return app;
}
