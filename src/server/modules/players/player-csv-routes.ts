import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { parseCsv, toCsv } from "#shared/csv.ts";
import {
  IMPORT_MESSAGES,
  PLAYER_CSV_COLUMNS,
  type PlayerImportPreview,
  readPlayerCsv,
} from "#shared/players/csv.ts";
import { playerSchema } from "#shared/players/schema.ts";
import { requireClubRole } from "../../auth/access.ts";
import { players, teams } from "../../db/schema/index.ts";
import { csvResponse } from "../../http/csv-response.ts";
import { AppError, badRequest, errorBody, notFound } from "../../http/errors.ts";
import { clubIdParams, manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { listManagePlayers } from "./manage-player-queries.ts";

const TEAM_NOT_FOUND = "Team nicht gefunden";
const MAX_CSV_BYTES = 1024 * 1024;

/**
 * CSV import of a team's players (preview with ?dryRun=1, then all or nothing) and the club's
 * players as a CSV export.
 */
export function playerCsvRoutes() {
  const app = createRouter();

  app.use(
    "/manage/teams/:teamId/players/import",
    bodyLimit({
      maxSize: MAX_CSV_BYTES,
      onError: (c) => c.json(errorBody("too_large", "Die Datei ist zu gross (höchstens 1 MB)."), 413),
    }),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/teams/{teamId}/players/import",
      tags: ["Vereinsverwaltung"],
      summary:
        "Spieler aus CSV importieren (Vorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis). ?dryRun=1 prüft nur",
      request: {
        params: uuidParams("teamId", TEAM_NOT_FOUND),
        query: z.object({ dryRun: z.enum(["0", "1"]).optional() }),
        body: { content: { "text/csv": { schema: z.string() } }, required: true },
      },
      responses: {
        200: { description: "Vorschau { rows, errors } oder { imported }" },
        415: { description: "Keine CSV-Datei" },
        422: { description: "Fehler in Zeilen; nichts importiert" },
        ...errors,
      },
    }),
    async (c) => {
      const { teamId } = c.req.valid("param");
      const isDryRun = c.req.valid("query").dryRun === "1";
      const { db } = c.var.deps;
      const [team] = await db.select({ clubId: teams.clubId }).from(teams).where(eq(teams.id, teamId));
      if (!team) throw notFound(TEAM_NOT_FOUND);
      await requireClubRole(c, team.clubId, "team", { teamIds: [teamId] });
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("text/csv") && !type.startsWith("text/plain")) {
        throw new AppError(415, "unsupported_media_type", IMPORT_MESSAGES.notCsv);
      }
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
      } catch {
        // Not UTF-8 (e.g. an old Excel export in Windows-1252): say so instead of guessing.
        throw badRequest(IMPORT_MESSAGES.notCsv);
      }
      const preview: PlayerImportPreview = readPlayerCsv(parseCsv(text), teamId, playerSchema());
      if (isDryRun) return c.json(preview, 200);
      if (preview.errors.length > 0) {
        return c.json({ ...errorBody("validation", IMPORT_MESSAGES.hasErrors), errors: preview.errors }, 422);
      }
      // All rows or none: one transaction.
      await db.transaction(async (tx) => {
        for (const { line: _line, ...row } of preview.rows) {
          await tx
            .insert(players)
            .values({ ...row, playerImageUrl: null, mediaConsent: row.mediaConsent ?? false });
        }
      });
      return c.json({ imported: preview.rows.length }, 200);
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

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/manage/clubs/{clubId}/players.csv",
    tags: ["Vereinsverwaltung"],
    summary: "Spieler als CSV (Excel)",
    request: { params: clubIdParams },
    responses: { 200: { description: "text/csv" }, ...errors },
  });

  return app;
}
