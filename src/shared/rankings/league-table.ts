import type { MatchStatus } from "../constants.ts";
import { compareNames } from "../text/compare-names.ts";

// The league table of one canton and league, computed from completed matches
// (docs/architecture.md, Data; the spec's random table is replaced by real results).
//
// Only matches between two teams of the table count. A friendly or cup match against a
// team of another league is no league match and would give some teams extra games; with
// this rule every counted match appears on both sides, so goals for and against balance.

export const POINTS_WIN = 3;
export const POINTS_DRAW = 1;
/** Rows tinted at each end (public-and-accounts §4: first 2 promotion, last 2 relegation). */
export const ZONE_SIZE = 2;

export type TableTeam = {
  id: string;
  name: string;
  imageUrl?: string | null;
  clubId?: string | null;
  clubLogoUrl?: string | null;
};

export type TableMatch = {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  status: MatchStatus;
};

export type TableZone = "promotion" | "relegation";

export type LeagueTableRow = {
  position: number;
  teamId: string;
  name: string;
  imageUrl: string | null;
  clubId: string | null;
  clubLogoUrl: string | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  zone: TableZone | null;
};

type Tally = Omit<LeagueTableRow, "position" | "goalDifference" | "points" | "zone">;

function record(tally: Tally, scored: number, conceded: number): void {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (scored > conceded) tally.won += 1;
  else if (scored === conceded) tally.drawn += 1;
  else tally.lost += 1;
}

function compareRows(a: LeagueTableRow, b: LeagueTableRow): number {
  return (
    b.points - a.points ||
    b.goalDifference - a.goalDifference ||
    b.goalsFor - a.goalsFor ||
    compareNames(a.name, b.name) ||
    // Same name in one league (two clubs' 'FC Muster'): keep the order stable across requests.
    (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0)
  );
}

/**
 * Zones only where they say something: promotion for the top 2 when at least one team is
 * left below them (3 or more teams), relegation for the bottom 2 only when it cannot
 * overlap promotion and at least one team stays in between (5 or more teams).
 */
function zoneOf(index: number, count: number): TableZone | null {
  if (count > ZONE_SIZE && index < ZONE_SIZE) return "promotion";
  if (count > 2 * ZONE_SIZE && index >= count - ZONE_SIZE) return "relegation";
  return null;
}

export function computeLeagueTable(
  teams: readonly TableTeam[],
  matches: readonly TableMatch[],
): LeagueTableRow[] {
  const tallies = new Map<string, Tally>();
  for (const team of teams) {
    if (tallies.has(team.id)) continue;
    tallies.set(team.id, {
      teamId: team.id,
      name: team.name,
      imageUrl: team.imageUrl ?? null,
      clubId: team.clubId ?? null,
      clubLogoUrl: team.clubLogoUrl ?? null,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
    });
  }

  for (const match of matches) {
    if (match.status !== "completed" || match.homeScore === null || match.awayScore === null) continue;
    if (match.homeTeamId === match.awayTeamId) continue;
    const home = tallies.get(match.homeTeamId);
    const away = tallies.get(match.awayTeamId);
    if (!home || !away) continue;
    record(home, match.homeScore, match.awayScore);
    record(away, match.awayScore, match.homeScore);
  }

  const rows: LeagueTableRow[] = [...tallies.values()].map((tally) => ({
    ...tally,
    position: 0,
    goalDifference: tally.goalsFor - tally.goalsAgainst,
    points: tally.won * POINTS_WIN + tally.drawn * POINTS_DRAW,
    zone: null,
  }));
  rows.sort(compareRows);
  // A team without games is never tinted: its place says nothing yet.
  return rows.map((row, index) => ({
    ...row,
    position: index + 1,
    zone: row.played > 0 ? zoneOf(index, rows.length) : null,
  }));
}
