import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import { toCsv } from "#shared/csv.ts";
import { IMPORT_MESSAGES, type PlayerImportPreview, readPlayerCsv } from "#shared/players/csv.ts";
import { PLAYER_EXPORT_HEADER, playerExportRows } from "#shared/players/player-export.ts";
import { playerImportPreviewSchema, playerImportResponseSchema } from "#shared/players/response-schema.ts";
import { playerSchema } from "#shared/players/schema.ts";
import type { PlayerImportResponse } from "#shared/players/types.ts";
import { requireClubRole } from "../../auth/access.ts";
import { players, teams } from "../../db/schema/index.ts";
import {
  CsvRowFailure,
  csvBodyLimit,
  csvImportRequest,
  csvImportResponses,
  readCsvBody,
  runCsvImport,
} from "../../http/csv-import.ts";
import { csvResponse } from "../../http/csv-response.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY, textAnswer } from "../../http/openapi.ts";
import { clubIdParams, manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { listPlayersSeenBy } from "./manage-player-queries.ts";
import { isNumberClash, numberTaken } from "./shirt-numbers.ts";

const TEAM_NOT_FOUND = "Team nicht gefunden";

/**
 * CSV import of a team's players (preview with ?dryRun=1, then all or nothing) and the club's
 * players as a CSV export.
 */
export function playerCsvRoutes() {
  const app = createRouter();

  app.use("/manage/teams/:teamId/players/import", csvBodyLimit());

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/teams/{teamId}/players/import",
      operationId: "importPlayers",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary:
        "Spieler aus CSV importieren (Vorname;Nachname;Position;Rückennummer;Geburtsjahr (oder Jahrgang);Im Verein seit;Einverständnis). ?dryRun=1 prüft nur",
      request: csvImportRequest(uuidParams("teamId", TEAM_NOT_FOUND)),
      responses: {
        200: jsonAnswer(
          z.union([playerImportPreviewSchema, playerImportResponseSchema]),
          "Vorschau { rows, errors } oder { imported }",
        ),
        ...csvImportResponses,
        ...errors,
      },
    }),
    async (c) => {
      const { teamId } = c.req.valid("param");
      const isDryRun = c.req.valid("query").dryRun === "1";
      const { db } = c.var.deps;
      // A team its club deleted (archived) takes no players.
      const [team] = await db
        .select({ clubId: teams.clubId, name: teams.name })
        .from(teams)
        .where(and(eq(teams.id, teamId), isNull(teams.archivedAt)));
      if (!team) throw notFound(TEAM_NOT_FOUND);
      await requireClubRole(c, team.clubId, "team", { teamIds: [teamId] });
      const table = await readCsvBody(c, IMPORT_MESSAGES.notCsv);
      return runCsvImport(c, {
        isDryRun,
        hasErrorsMessage: IMPORT_MESSAGES.hasErrors,
        plan: async (): Promise<PlayerImportPreview> => {
          const existing = await db
            .select({
              firstName: players.firstName,
              lastName: players.lastName,
              birthYear: players.birthYear,
              playerNumber: players.playerNumber,
            })
            .from(players)
            .where(eq(players.teamId, teamId));
          return readPlayerCsv(table, teamId, playerSchema(), { teamName: team.name, existing });
        },
        preview: (preview) => preview satisfies PlayerImportPreview,
        commit: async (tx, preview) => {
          for (const { line, ...row } of preview.rows) {
            await tx
              .insert(players)
              .values({ ...row, playerImageUrl: null, mediaConsent: row.mediaConsent ?? false })
              .catch((error: unknown) => {
                // Another write gave the number away since the check: the row is named, all roll back.
                if (isNumberClash(error)) throw new CsvRowFailure(line, numberTaken(), "Rückennummer");
                throw error;
              });
          }
          return { imported: preview.rows.length } satisfies PlayerImportResponse;
        },
      });
    },
  );

  app.get("/manage/clubs/:clubId/players.csv", async (c) => {
    const parsed = clubIdParams.safeParse(c.req.param());
    if (!parsed.success) throw notFound("Verein nicht gefunden");
    const { clubId } = parsed.data;
    const access = await requireClubRole(c, clubId, "member");
    const list = await listPlayersSeenBy(c.var.deps.db, eq(teams.clubId, clubId), access);
    const rows = playerExportRows(list);
    return csvResponse(toCsv(PLAYER_EXPORT_HEADER, rows), "spieler.csv");
  });

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/manage/clubs/{clubId}/players.csv",
    operationId: "exportPlayersCsv",
    security: PERSON_OR_KEY,
    tags: ["Vereinsverwaltung"],
    summary:
      "Spieler als CSV (Excel). Das Geburtsjahr Minderjähriger sehen nur Administratoren und die Trainer ihrer Mannschaft",
    request: { params: clubIdParams },
    responses: { 200: textAnswer("text/csv", "Die Spieler als CSV (Semikolon, für Excel)"), ...errors },
  });

  return app;
}
