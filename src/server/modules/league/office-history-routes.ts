import { createRoute, z } from "@hono/zod-openapi";
import type { OfficeDecisionsResponse } from "#shared/league/office.ts";
import { officeDecisionsResponseSchema } from "#shared/league/response-schema.ts";
import { afterParamSchema } from "#shared/list-cursor.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { listOfficeDecisions } from "./office-decisions.ts";
import { OFFICE_TAG, officeErrors, officeOnly } from "./office-route-parts.ts";

// The office's history: every decision of the league office (proposals, forfeits, deductions,
// withdrawals, corrections, verifications, suspensions, its work on the fixtures it manages),
// who and when, newest first.

export function officeHistoryRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/decisions",
      operationId: "listOfficeDecisions",
      security: PEOPLE_ONLY,
      tags: [OFFICE_TAG],
      middleware: officeOnly,
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

  return app;
}
