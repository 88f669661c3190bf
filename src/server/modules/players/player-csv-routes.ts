import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { parseCsv, toCsv } from "#shared/csv.ts";
import { formatDate, formatTime } from "#shared/format.ts";
import {
  IMPORT_MESSAGES,
  PLAYER_CSV_COLUMNS,
  type PlayerImportPreview,
  readPlayerCsv,
} from "#shared/player-csv.ts";
import { playerSchema } from "#shared/validation/player.ts";
import { requireClubRole } from "../../auth/access.ts";
import { players, teams } from "../../db/schema/index.ts";
import {
  csvBodyLimit,
  csvImportRequest,
  csvImportResponses,
  readCsvBody,
  runCsvImport,
} from "../../http/csv-import.ts";
import { notFound } from "../../http/errors.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { clubIdParams, manageErrorResponses as errors } from "../clubs/manage-crud.ts";
import { listMatches } from "../matches/match-queries.ts";
import { listManagePlayers } from "./manage-player-queries.ts";

const TEAM_NOT_FOUND = "Team nicht gefunden";
const STATUS_LABELS = {
  scheduled: "Geplant",
  live: "Live",
  completed: "Beendet",
  cancelled: "Abgesagt",
  postponed: "Verschoben",
} as const;

function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
}

/** CSV import of a team's players (preview with ?dryRun=1, then all or nothing) and CSV exports. */
export function playerCsvRoutes() {
  const app = createRouter();

  app.use("/manage/teams/:teamId/players/import", csvBodyLimit());

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/teams/{teamId}/players/import",
      tags: ["Vereinsverwaltung"],
      summary:
        "Spieler aus CSV importieren (Vorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis). ?dryRun=1 prüft nur",
      request: csvImportRequest(uuidParams("teamId", TEAM_NOT_FOUND)),
      responses: {
        200: { description: "Vorschau { rows, errors } oder { imported }" },
        ...csvImportResponses,
        ...errors,
      },
    }),
    async (c) => {
      const { teamId } = c.req.valid("param");
      const isDryRun = c.req.valid("query").dryRun === "1";
      const [team] = await c.var.deps.db
        .select({ clubId: teams.clubId })
        .from(teams)
        .where(eq(teams.id, teamId));
      if (!team) throw notFound(TEAM_NOT_FOUND);
      await requireClubRole(c, team.clubId, "team", { teamIds: [teamId] });
      const text = await readCsvBody(c, IMPORT_MESSAGES.notCsv);
      return runCsvImport(c, {
        isDryRun,
        hasErrorsMessage: IMPORT_MESSAGES.hasErrors,
        plan: async (): Promise<PlayerImportPreview> => readPlayerCsv(parseCsv(text), teamId, playerSchema()),
        preview: (preview) => preview,
        commit: async (tx, preview) => {
          for (const { line: _line, ...row } of preview.rows) {
            await tx
              .insert(players)
              .values({ ...row, playerImageUrl: null, mediaConsent: row.mediaConsent ?? false });
          }
          return { imported: preview.rows.length };
        },
      });
    },
  );

  app.get("/manage/clubs/:clubId/players.csv", async (c) => {
    const parsed = clubIdParams.safeParse(c.req.param());
    if (!parsed.success) throw notFound("Verein nicht gefunden");
    const { clubId } = parsed.data;
    await requireClubRole(c, clubId, "member");
    const list = await listManagePlayers(c.var.deps.db, eq(teams.clubId, clubId));
    const header = [
      "Mannschaft",
      ...PLAYER_CSV_COLUMNS.map((col) => col.header),
      "Tore",
      "Assists",
      "Gelb",
      "Rot",
    ];
    const rows = list.map((p) => [
      p.teamName,
      p.firstName,
      p.lastName,
      p.position,
      p.playerNumber,
      p.birthYear,
      p.atClubSince,
      p.mediaConsent ? "ja" : "nein",
      p.goals,
      p.assists,
      p.yellowCards,
      p.redCards,
    ]);
    return csvResponse(toCsv(header, rows), "spieler.csv");
  });

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

  for (const path of ["/manage/clubs/{clubId}/players.csv", "/manage/clubs/{clubId}/matches.csv"]) {
    app.openAPIRegistry.registerPath({
      method: "get",
      path,
      tags: ["Vereinsverwaltung"],
      summary: path.endsWith("players.csv")
        ? "Spieler als CSV (Excel)"
        : "Spielplan und Resultate als CSV (Excel)",
      request: { params: clubIdParams },
      responses: { 200: { description: "text/csv" }, ...errors },
    });
  }

  return app;
}
