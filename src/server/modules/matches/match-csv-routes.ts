import { toCsv } from "#shared/csv.ts";
import { formatDate, formatTime } from "#shared/format.ts";
import { requireClubRole } from "../../auth/access.ts";
import { csvResponse } from "../../http/csv-response.ts";
import { notFound } from "../../http/errors.ts";
import { clubIdParams, manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { listMatches } from "./match-queries.ts";

const STATUS_LABELS = {
  scheduled: "Geplant",
  live: "Live",
  completed: "Beendet",
  cancelled: "Abgesagt",
  postponed: "Verschoben",
} as const;

/** The club's schedule and results as a CSV export. */
export function matchCsvRoutes() {
  const app = createRouter();

  app.get("/manage/clubs/:clubId/matches.csv", async (c) => {
    const parsed = clubIdParams.safeParse(c.req.param());
    if (!parsed.success) throw notFound("Verein nicht gefunden");
    const { clubId } = parsed.data;
    await requireClubRole(c, clubId, "member");
    const list = await listMatches(c.var.deps.db, { clubId, scope: "all", limit: 2_000 });
    const header = ["Datum", "Zeit", "Heim", "Gast", "Stadion", "Status", "Tore Heim", "Tore Gast"];
    const rows = list.map((m) => [
      formatDate(m.matchDate),
      formatTime(m.matchDate),
      m.homeTeam.name,
      m.awayTeam.name,
      m.stadium,
      STATUS_LABELS[m.status],
      m.homeScore,
      m.awayScore,
    ]);
    return csvResponse(toCsv(header, rows), "spielplan-und-resultate.csv");
  });

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/manage/clubs/{clubId}/matches.csv",
    tags: ["Vereinsverwaltung"],
    summary: "Spielplan und Resultate als CSV (Excel)",
    request: { params: clubIdParams },
    responses: { 200: { description: "text/csv" }, ...errors },
  });

  return app;
}
