import { toCsv } from "#shared/csv.ts";
import { SCHEDULE_EXPORT_HEADER, scheduleExportRows } from "#shared/matches/schedule-export.ts";
import { requireClubRole } from "../../auth/access.ts";
import { csvResponse } from "../../http/csv-response.ts";
import { notFound } from "../../http/errors.ts";
import { PERSON_OR_KEY, textAnswer } from "../../http/openapi.ts";
import { clubIdParams, manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { listMatches } from "./match-queries.ts";

/** The club's schedule and results as a CSV export. */
export function matchCsvRoutes() {
  const app = createRouter();

  app.get("/manage/clubs/:clubId/matches.csv", async (c) => {
    const parsed = clubIdParams.safeParse(c.req.param());
    if (!parsed.success) throw notFound("Verein nicht gefunden");
    const { clubId } = parsed.data;
    await requireClubRole(c, clubId, "member");
    const list = await listMatches(c.var.deps.db, { clubId, scope: "all", limit: 2_000 });
    return csvResponse(
      toCsv(SCHEDULE_EXPORT_HEADER, scheduleExportRows(list)),
      "spielplan-und-resultate.csv",
    );
  });

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/manage/clubs/{clubId}/matches.csv",
    operationId: "exportMatchesCsv",
    security: PERSON_OR_KEY,
    tags: ["Vereinsverwaltung"],
    summary: "Spielplan und Resultate als CSV (Excel)",
    request: { params: clubIdParams },
    responses: {
      200: textAnswer("text/csv", "Spielplan und Resultate als CSV (Semikolon, für Excel)"),
      ...errors,
    },
  });

  return app;
}
