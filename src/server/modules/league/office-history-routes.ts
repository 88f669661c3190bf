import { createRoute, z } from "@hono/zod-openapi";
import {
  CLUB_OFFICE_DECISIONS,
  type ClubOfficeDecisionsResponse,
  type OfficeDecisionsResponse,
} from "#shared/league/office.ts";
import {
  clubOfficeDecisionsResponseSchema,
  officeDecisionsResponseSchema,
} from "#shared/league/response-schema.ts";
import { afterParamSchema } from "#shared/list-cursor-param.ts";
import { requireClubRole, requireLeagueOffice } from "../../auth/access.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { listClubOfficeDecisions, listOfficeDecisions } from "./office-decisions.ts";
import { OFFICE_TAG, officeErrors } from "./office-route-parts.ts";

// The office's history: every decision of the league office (proposals, forfeits, deductions,
// withdrawals, corrections, verifications, suspensions, its work on the fixtures it manages),
// who and when, newest first; and for a club, what the office recently decided about its own
// teams (its dashboard), so a deduction or a withdrawal does not reach it first through the table.

export function officeHistoryRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/decisions",
      operationId: "listOfficeDecisions",
      security: PEOPLE_ONLY,
      tags: [OFFICE_TAG],
      summary:
        "Verlauf aller Entscheide der Spielleitung: wer, wann, was (neueste zuerst, seitenweise: after=nextCursor)",
      request: { query: z.object({ after: afterParamSchema("Ungültige Fortsetzung des Verlaufs") }) },
      responses: {
        200: jsonAnswer(officeDecisionsResponseSchema, "{ decisions, nextCursor }"),
        ...officeErrors,
      },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { after } = c.req.valid("query");
      const body: OfficeDecisionsResponse = await listOfficeDecisions(c.var.deps.db, after);
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/office-decisions",
      operationId: "listClubOfficeDecisions",
      security: PERSON_OR_KEY,
      tags: [OFFICE_TAG],
      summary: `Entscheide der Spielleitung zu den Mannschaften des Vereins (letzte ${CLUB_OFFICE_DECISIONS.days} Tage, neueste zuerst), für das Dashboard`,
      request: { params: uuidParams("clubId", "Verein nicht gefunden") },
      responses: {
        200: jsonAnswer(clubOfficeDecisionsResponseSchema, "{ decisions }"),
        401: { description: "Nicht angemeldet" },
        403: { description: "Nur für Mitglieder des Vereins" },
        404: { description: "Verein nicht gefunden" },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const body: ClubOfficeDecisionsResponse = {
        decisions: await listClubOfficeDecisions(c.var.deps.db, clubId),
      };
      return c.json(body, 200);
    },
  );

  return app;
}
