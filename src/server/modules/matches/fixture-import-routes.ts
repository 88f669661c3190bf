import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { CsvTable } from "#shared/csv.ts";
import {
  type FixtureImportPreview,
  type FixturePreviewRow,
  FIXTURE_IMPORT_MESSAGES as MESSAGES,
  readFixtureCsv,
} from "#shared/matches/csv.ts";
import { kickoffInstant } from "#shared/matches/kickoff-time.ts";
import { fixtureImportPreviewSchema, fixtureImportResponseSchema } from "#shared/matches/response-schema.ts";
import { matchInputSchema } from "#shared/matches/schema.ts";
import type { FixtureImportResponse } from "#shared/matches/types.ts";
import { defaultVenue } from "#shared/matches/venue.ts";
import type { ImportRowError } from "#shared/players/csv.ts";
import { compareCodeUnits } from "#shared/text/compare-names.ts";
import { requireClubRole } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import {
  CsvRowFailure,
  csvBodyLimit,
  csvImportRequest,
  csvImportResponses,
  readCsvBody,
  runCsvImport,
} from "../../http/csv-import.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { createMatch, standsInSchedule } from "./match-writes.ts";

const TEAM_NOT_FOUND = "Team nicht gefunden";
const IMPORT_PATH = "/manage/teams/:teamId/matches/import";

interface TeamRow {
  id: string;
  name: string;
  clubId: string | null;
  clubName: string | null;
  stadiumName: string | null;
  createdByClubId: string | null;
}

const fold = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-CH");
const fullName = (t: Pick<TeamRow, "name" | "clubName">) =>
  t.clubName && t.clubName !== t.name ? `${t.clubName} ${t.name}` : t.name;

/** 'FC Beispiel 2' names the club's team; a bare team name is enough when it is unique. */
function findOpponent(all: TeamRow[], name: string, clubId: string): TeamRow[] {
  const wanted = fold(name);
  let found = all.filter((t) => fold(fullName(t)) === wanted || fold(t.name) === wanted);
  if (found.length > 1) {
    const exact = found.filter((t) => fold(fullName(t)) === wanted);
    if (exact.length > 0) found = exact;
  }
  if (found.length > 1) {
    // Opponents this club added earlier (import or match dialog) win over look-alikes of others.
    const own = found.filter((t) => t.clubId === null && t.createdByClubId === clubId);
    if (own.length > 0) found = own;
  }
  return found;
}

interface Plan extends FixturePreviewRow {
  opponentTeamId: string | null;
}

/** One fixture of the team: its kick-off, its side and the opponent (a team's id, or a new name). */
const fixtureKey = (kickoff: Date, isHome: boolean, opponent: string) =>
  `${kickoff.toISOString()}|${isHome ? "H" : "A"}|${opponent}`;

/**
 * The team's fixtures at the file's kick-offs that stand in its schedule (`standsInSchedule`,
 * the rule of the match dialog's refuseScheduledTwice, which the commit runs again per row).
 */
async function scheduledFixtures(db: DbOrTx, teamId: string, kickoffs: Date[]): Promise<Set<string>> {
  if (kickoffs.length === 0) return new Set();
  const rows = await db
    .select({ matchDate: matches.matchDate, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
    .from(matches)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        inArray(matches.matchDate, kickoffs),
        standsInSchedule,
      ),
    );
  return new Set(
    rows.map((m) => {
      const isHome = m.homeTeamId === teamId;
      return fixtureKey(m.matchDate, isHome, isHome ? m.awayTeamId : m.homeTeamId);
    }),
  );
}

/**
 * Resolves opponents and stadiums and checks each row with the match dialog's schema. A fixture
 * the team's schedule has already, or the file has twice (the same kick-off, side and opponent,
 * however the opponent is spelt), is a row error: uploading the same file again, or a file
 * with a repeated row, must not double the schedule.
 */
async function planImport(db: DbOrTx, teamId: string, clubId: string, table: CsvTable) {
  const [club] = await db
    .select({ id: clubs.id, clubName: clubs.clubName, stadiumName: clubs.stadiumName })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw notFound("Verein nicht gefunden");
  const all: TeamRow[] = await db
    .select({
      id: teams.id,
      name: teams.name,
      clubId: teams.clubId,
      clubName: clubs.clubName,
      stadiumName: clubs.stadiumName,
      createdByClubId: teams.createdByClubId,
    })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    // A team its club deleted (archived) is gone for new matches, as in the match dialog.
    .where(isNull(teams.archivedAt));
  const own = all.find((t) => t.id === teamId);
  if (!own) throw notFound(TEAM_NOT_FOUND);
  // The club's export names both teams of a row ('FC Seeblick 1. Mannschaft'); this is one of them.
  const read = readFixtureCsv(table, undefined, {
    fullName: fullName(own),
    names: [fullName(own), own.name],
  });
  const errs: ImportRowError[] = [...read.errors];
  const kickoffs = read.rows.flatMap((row) => kickoffInstant(row.date, row.time) ?? []);
  const scheduled = await scheduledFixtures(db, teamId, kickoffs);
  const firstLines = new Map<string, number>();
  const plans: Plan[] = [];
  for (const row of read.rows) {
    const found = findOpponent(all, row.opponent, clubId);
    if (found.length > 1) {
      errs.push({ line: row.line, column: "Gegner", message: MESSAGES.opponentAmbiguous(row.opponent) });
      continue;
    }
    const opponent = found[0] ?? null;
    if (opponent?.id === teamId) {
      errs.push({ line: row.line, column: "Gegner", message: MESSAGES.opponentIsSelf });
      continue;
    }
    const opponentSide = opponent ?? { name: row.opponent, clubId: null, clubName: null, stadiumName: null };
    const home = row.isHome ? own : opponentSide;
    const stadium = row.stadium ?? defaultVenue(home);
    // The manual dialog's schema, so the import refuses what the dialog refuses.
    const check = matchInputSchema().safeParse({
      homeTeamId: row.isHome ? teamId : (opponent?.id ?? crypto.randomUUID()),
      awayTeamId: row.isHome ? (opponent?.id ?? crypto.randomUUID()) : teamId,
      date: row.date,
      time: row.time,
      stadium,
    });
    if (!check.success) {
      for (const issue of check.error.issues) errs.push({ line: row.line, message: issue.message });
      continue;
    }
    const kickoff = kickoffInstant(row.date, row.time);
    if (kickoff) {
      const key = fixtureKey(kickoff, row.isHome, opponent?.id ?? `neu:${fold(row.opponent)}`);
      const firstLine = firstLines.get(key);
      if (scheduled.has(key)) {
        errs.push({ line: row.line, message: MESSAGES.alreadyScheduled });
        continue;
      }
      if (firstLine !== undefined) {
        errs.push({ line: row.line, message: MESSAGES.twiceInFile(firstLine) });
        continue;
      }
      firstLines.set(key, row.line);
    }
    plans.push({
      ...row,
      stadium,
      matchDate: kickoff?.toISOString() ?? "",
      homeTeamName: fullName(home),
      awayTeamName: fullName(row.isHome ? opponentSide : own),
      isNewOpponent: opponent === null,
      opponentTeamId: opponent?.id ?? null,
    });
  }
  errs.sort((a, b) => a.line - b.line);
  return { plans, errors: errs, own };
}

/** CSV import of a team's fixtures: preview with ?dryRun=1, then all matches or none. */
export function fixtureImportRoutes() {
  const app = createRouter();

  app.use(IMPORT_PATH, csvBodyLimit());

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/teams/{teamId}/matches/import",
      operationId: "importFixtures",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Spielplan aus CSV importieren (Datum TT.MM.JJJJ;Zeit HH:MM;Heim/Auswärts H oder A;Gegner;Ort, oder Heim;Gast statt Heim/Auswärts;Gegner wie der Export). ?dryRun=1 prüft nur",
      request: csvImportRequest(uuidParams("teamId", TEAM_NOT_FOUND)),
      responses: {
        200: jsonAnswer(
          z.union([fixtureImportPreviewSchema, fixtureImportResponseSchema]),
          "Vorschau { rows, errors } oder { imported, createdOpponents }",
        ),
        ...csvImportResponses,
        ...errors,
      },
    }),
    async (c) => {
      const { teamId } = c.req.valid("param");
      const isDryRun = c.req.valid("query").dryRun === "1";
      const [team] = await c.var.deps.db
        .select({ clubId: teams.clubId, canton: teams.canton, league: teams.league })
        .from(teams)
        .where(and(eq(teams.id, teamId), isNull(teams.archivedAt)));
      if (!team) throw notFound(TEAM_NOT_FOUND);
      // Opponent teams without a club have no schedule of their own to import into.
      const clubId = team.clubId;
      const { user } = await requireClubRole(c, clubId, "matches");
      if (!clubId) throw notFound(TEAM_NOT_FOUND);
      const table = await readCsvBody(c, MESSAGES.notCsv);
      return runCsvImport(c, {
        isDryRun,
        hasErrorsMessage: MESSAGES.hasErrors,
        plan: (db) => planImport(db, teamId, clubId, table),
        preview: ({ plans, errors: rowErrors }): FixtureImportPreview => ({
          rows: plans.map(({ opponentTeamId: _id, ...row }) => row),
          errors: rowErrors,
        }),
        commit: async (tx, { plans }) => {
          const created = new Map<string, string>();
          // In the order of their kick-offs: each row takes its slot's lock (refuseScheduledTwice)
          // and holds it to the commit, so two imports of the same fixtures at once take the
          // locks in one order and wait for each other instead of deadlocking.
          const byKickoff = [...plans].sort(
            (x, y) =>
              compareCodeUnits(`${x.date} ${x.time}`, `${y.date} ${y.time}`) ||
              compareCodeUnits(fold(x.opponent), fold(y.opponent)) ||
              Number(y.isHome) - Number(x.isHome),
          );
          for (const plan of byKickoff) {
            let opponentId = plan.opponentTeamId ?? created.get(fold(plan.opponent));
            if (!opponentId) {
              // Same as the match dialog's 'Neues Team': no club, editable by this club only.
              const [row] = await tx
                .insert(teams)
                .values({
                  name: plan.opponent,
                  canton: team.canton,
                  league: team.league,
                  clubId: null,
                  createdByClubId: clubId,
                  awaitingOffice: true,
                })
                .returning({ id: teams.id });
              if (!row) throw new Error("team insert returned no row");
              opponentId = row.id;
              created.set(fold(plan.opponent), opponentId);
            }
            const input = {
              homeTeamId: plan.isHome ? teamId : opponentId,
              awayTeamId: plan.isHome ? opponentId : teamId,
              date: plan.date,
              time: plan.time,
              stadium: plan.stadium,
            };
            try {
              await createMatch(tx, { userId: user.id, clubId }, input);
            } catch (error) {
              // A rule of the manual match refused this row: every row rolls back.
              if (error instanceof AppError) throw new CsvRowFailure(plan.line, error);
              throw error;
            }
          }
          return { imported: plans.length, createdOpponents: created.size } satisfies FixtureImportResponse;
        },
      });
    },
  );

  return app;
}
