import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { CsvTable } from "#shared/csv.ts";
import { parseMatchDateInput, pluralize } from "#shared/format.ts";
import {
  type GroupImportPreview,
  type GroupImportResponse,
  GROUP_IMPORT_MESSAGES as MESSAGES,
  readGroupCsv,
} from "#shared/league/group-csv.ts";
import { DEFAULT_GROUP, placementText } from "#shared/league/groups.ts";
import { groupImportPreviewSchema, groupImportResponseSchema } from "#shared/league/response-schema.ts";
import { cantonParam, groupField, leagueParam, seasonParam } from "#shared/league/schema.ts";
import { seasonLabel, seasonOf, seasonRange } from "#shared/matches/season.ts";
import type { ImportRowError } from "#shared/players/csv.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import { compareCodeUnits } from "#shared/text/compare-names.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import {
  CsvRowFailure,
  csvBodyLimit,
  csvImportResponses,
  dryRunParam,
  readCsvBody,
  runCsvImport,
} from "../../http/csv-import.ts";
import { AppError } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { manageErrorResponses as errors } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { refuseScheduledTwice, standsInSchedule } from "../matches/match-writes.ts";
import { withdrawnRefusals } from "../matches/withdrawal-hold.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { teamSubject } from "./office-decisions.ts";
import {
  countedLeagueMatches,
  currentPlacement,
  type Placement,
  placeTeam,
  requirePlannableSeason,
  withGroupSpelling,
} from "./placement-writes.ts";

// The league office imports a group: its teams and fixtures from one CSV, through
// the one import flow (http/csv-import.ts): ?dryRun=1 answers the preview, then every row or none.

const fold = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-CH");

const importQuery = z.object({
  season: seasonParam,
  canton: cantonParam,
  league: leagueParam,
  group: groupField.meta({
    description: `Die Gruppe der Liga, in die eingeteilt wird (z. B. «Gruppe 2»); ohne Angabe «${DEFAULT_GROUP}».`,
  }),
  dryRun: dryRunParam,
});

interface Plan {
  /** The group as the league already spells it («gruppe 1» imports into «Gruppe 1»). */
  target: Placement;
  /** One per team (its first spelling in the file), found or new. */
  teams: Array<{ name: string; teamId: string | null; current: Placement | null; isMove: boolean }>;
  fixtures: Array<{
    line: number;
    matchDate: Date;
    home: string;
    away: string;
    stadium: string | null;
    /** The teams' keys (teamKeyOf): a found team's id whichever spelling the row used. */
    homeKey: string;
    awayKey: string;
  }>;
  errors: ImportRowError[];
}

/**
 * Which team a name of the file is: a found team by its id (the club's full name and the bare
 * team name are the same team), a new one by its folded name.
 */
function teamKeyOf(found: ReadonlyMap<string, { teamId: string | null }>, name: string): string {
  return found.get(fold(name))?.teamId ?? `new:${fold(name)}`;
}

async function planImport(db: DbOrTx, table: CsvTable, season: number, given: Placement): Promise<Plan> {
  const target = await withGroupSpelling(db, season, given, null);
  const read = readGroupCsv(table);
  const errs = [...read.errors];
  const all = await db
    .select({ id: teams.id, name: teams.name, clubName: clubs.clubName })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(isNull(teams.archivedAt));
  const byName = new Map<string, string[]>();
  for (const t of all) {
    for (const key of new Set([fold(teamLabel(t.name, t.clubName)), fold(t.name)])) {
      byName.set(key, [...(byName.get(key) ?? []), t.id]);
    }
  }
  const found = new Map<string, { name: string; teamId: string | null }>();
  const { from, to } = seasonRange(season);
  const fixtures: Plan["fixtures"] = [];
  // One fixture per pairing and kick-off: a row repeated in the file, or a match already there.
  const firstLine = new Map<string, number>();
  for (const row of read.rows) {
    let ok = true;
    for (const [column, name] of [
      ["Heim", row.home],
      ["Gast", row.away],
    ] as const) {
      // A full name ('FC Seeblick 1. Mannschaft') wins over a bare team name that several share.
      const ids = byName.get(fold(name)) ?? [];
      if (ids.length > 1) {
        errs.push({ line: row.line, column, message: MESSAGES.ambiguous(name) });
        ok = false;
      } else if (!found.has(fold(name))) found.set(fold(name), { name, teamId: ids[0] ?? null });
    }
    const matchDate = parseMatchDateInput(row.date, row.time);
    if (!matchDate || matchDate < from || matchDate >= to) {
      errs.push({ line: row.line, column: "Datum", message: MESSAGES.outsideSeason(seasonLabel(season)) });
      ok = false;
    }
    // Two spellings of one team ('SV Limmatau 2. Mannschaft', '2. Mannschaft') are one team.
    if (ok && teamKeyOf(found, row.home) === teamKeyOf(found, row.away)) {
      errs.push({ line: row.line, column: "Gast", message: MESSAGES.sameTeams });
      ok = false;
    }
    if (ok && matchDate) {
      const key = `${teamKeyOf(found, row.home)}|${teamKeyOf(found, row.away)}|${matchDate.toISOString()}`;
      const first = firstLine.get(key);
      if (first !== undefined) {
        errs.push({ line: row.line, column: "Heim", message: MESSAGES.duplicateRow(first) });
        continue;
      }
      firstLine.set(key, row.line);
      fixtures.push({
        line: row.line,
        matchDate,
        home: row.home,
        away: row.away,
        stadium: row.stadium,
        homeKey: teamKeyOf(found, row.home),
        awayKey: teamKeyOf(found, row.away),
      });
    }
  }
  const known = [...found.values()].flatMap((t) => (t.teamId ? [t.teamId] : []));
  const existing = new Set(
    known.length === 0
      ? []
      : (
          await db
            .select({ home: matches.homeTeamId, away: matches.awayTeamId, at: matches.matchDate })
            .from(matches)
            .where(
              and(inArray(matches.homeTeamId, known), inArray(matches.awayTeamId, known), standsInSchedule),
            )
        ).map((m) => `${m.home}|${m.away}|${m.at.toISOString()}`),
  );
  const idOf = (name: string) => found.get(fold(name))?.teamId;
  // A team withdrawn from the season gets no new league match from its withdrawal on, as by a
  // club's import or dialog.
  const withdrawn = await withdrawnRefusals(db, known, season);
  for (const f of fixtures) {
    if (existing.has(`${idOf(f.home)}|${idOf(f.away)}|${f.matchDate.toISOString()}`)) {
      errs.push({ line: f.line, column: "Datum", message: MESSAGES.alreadyScheduled });
    }
    for (const [column, name] of [
      ["Heim", f.home],
      ["Gast", f.away],
    ] as const) {
      const refusal = withdrawn(idOf(name) ?? "", f.matchDate);
      if (refusal) errs.push({ line: f.line, column, message: refusal });
    }
  }
  const planned: Plan["teams"] = [];
  const plannedKeys = new Set<string>();
  for (const team of found.values()) {
    const key = teamKeyOf(found, team.name);
    if (plannedKeys.has(key)) continue;
    plannedKeys.add(key);
    const current = team.teamId ? await currentPlacement(db, team.teamId, season) : null;
    const elsewhere = current !== null && placementText(current) !== placementText(target);
    const isMove =
      elsewhere && team.teamId !== null && season === seasonOf(new Date())
        ? (await countedLeagueMatches(db, team.teamId, season)) > 0
        : false;
    planned.push({ ...team, current, isMove });
  }
  errs.sort((a, b) => a.line - b.line);
  return { target, teams: planned, fixtures, errors: errs };
}

export function groupImportRoutes() {
  const app = createRouter();
  app.use("/league-office/import", csvBodyLimit());

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/import",
      operationId: "importLeagueGroup",
      security: PEOPLE_ONLY,
      tags: ["Spielleitung"],
      summary:
        "Mannschaften und Spielplan einer Gruppe aus CSV (Datum;Zeit;Heim;Gast;Ort): Mannschaften werden eingeteilt, unbekannte ohne Verein erstellt. ?dryRun=1 prüft nur",
      request: {
        query: importQuery,
        body: { content: { "text/csv": { schema: z.string() } }, required: true },
      },
      responses: {
        200: jsonAnswer(
          z.union([groupImportPreviewSchema, groupImportResponseSchema]),
          "Vorschau { teams, rows, errors } oder { imported, placedTeams, createdTeams }",
        ),
        409: { description: "Vergangene Saison" },
        ...csvImportResponses,
        ...errors,
      },
    }),
    async (c) => {
      const office = await requireLeagueOffice(c);
      const { season, canton, league, group, dryRun } = c.req.valid("query");
      requirePlannableSeason(season);
      const table = await readCsvBody(c, MESSAGES.notCsv);
      return runCsvImport(c, {
        isDryRun: dryRun === "1",
        hasErrorsMessage: MESSAGES.hasErrors,
        plan: (db) => planImport(db, table, season, { canton, league, group }),
        preview: (plan): GroupImportPreview => ({
          teams: plan.teams.map((t) => ({
            name: t.name,
            teamId: t.teamId,
            isNew: t.teamId === null,
            current: t.current ? placementText(t.current) : null,
            isMove: t.isMove,
          })),
          rows: plan.fixtures.map((f) => ({
            line: f.line,
            matchDate: f.matchDate.toISOString(),
            home: f.home,
            away: f.away,
            stadium: f.stadium,
          })),
          errors: plan.errors,
        }),
        commit: async (tx, plan) => {
          // By the team's key: every spelling of a found team leads to its id.
          const ids = new Map<string, string>();
          const found = new Map(plan.teams.map((t) => [fold(t.name), { teamId: t.teamId }]));
          let created = 0;
          for (const team of plan.teams) {
            let teamId = team.teamId;
            if (!teamId) {
              // A team without a club, placed by the league office (so it stands in the table).
              const [row] = await tx
                .insert(teams)
                .values({ name: team.name, canton, league, clubId: null, createdByClubId: null })
                .returning({ id: teams.id });
              if (!row) throw new Error("team insert returned no row");
              teamId = row.id;
              created++;
            }
            ids.set(teamKeyOf(found, team.name), teamId);
            const placed = await placeTeam(tx, {
              teamId,
              season,
              ...plan.target,
              byLeagueOffice: true,
            });
            // A move is a decision of its own in the history, as through the console.
            if (placed === "moved" && team.current) {
              await recordOfficeDecision(tx, office, {
                action: `Verschoben (Import): ${placementText(team.current)} → ${placementText(plan.target)} (Saison ${seasonLabel(season)}); die bisherigen Spiele bleiben in ${team.current.group}`,
                subject: await teamSubject(tx, teamId),
                subjectId: teamId,
                details: { result: placed, from: team.current },
              });
            }
          }
          // In the order of their slots: each fixture takes its slot's lock (refuseScheduledTwice,
          // the clubs' rule) and holds it to the commit, so two imports of the same fixtures at
          // once wait for each other, in one order, and the second finds the first's.
          const slots = plan.fixtures.map((f) => {
            const homeTeamId = ids.get(f.homeKey);
            const awayTeamId = ids.get(f.awayKey);
            if (!homeTeamId || !awayTeamId) throw new Error("import team without id");
            return { ...f, homeTeamId, awayTeamId };
          });
          slots.sort(
            (x, y) =>
              x.matchDate.getTime() - y.matchDate.getTime() ||
              compareCodeUnits(x.homeTeamId, y.homeTeamId) ||
              compareCodeUnits(x.awayTeamId, y.awayTeamId),
          );
          for (const f of slots) {
            const { homeTeamId, awayTeamId } = f;
            try {
              await refuseScheduledTwice(tx, { homeTeamId, awayTeamId, matchDate: f.matchDate });
            } catch (error) {
              if (error instanceof AppError) throw new CsvRowFailure(f.line, error, "Datum");
              throw error;
            }
            await tx.insert(matches).values({
              homeTeamId,
              awayTeamId,
              matchDate: f.matchDate,
              stadium: f.stadium,
              status: "scheduled",
              competition: "league",
              acceptance: "accepted",
              createdByClubId: null,
            });
          }
          await recordOfficeDecision(tx, office, {
            action: `Gruppe importiert: ${pluralize(plan.fixtures.length, "Spiel", "Spiele")}, ${pluralize(plan.teams.length, "Mannschaft", "Mannschaften")} eingeteilt, davon ${created} neu (Saison ${seasonLabel(season)})`,
            subject: placementText(plan.target),
            details: { season, ...plan.target, fixtures: plan.fixtures.length, createdTeams: created },
          });
          return {
            imported: plan.fixtures.length,
            placedTeams: plan.teams.length,
            createdTeams: created,
          } satisfies GroupImportResponse;
        },
      });
    },
  );

  return app;
}
