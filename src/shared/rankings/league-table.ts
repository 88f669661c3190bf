import type { MatchStatus } from "../constants.ts";
import { compareNames } from "../text/compare-names.ts";
import { orderByEncounters } from "./direct-encounters.ts";
import { POINTS_DRAW, POINTS_WIN, type RankingRule, TIE_BREAKS, type TieBreak } from "./ranking-rules.ts";

// The league table of one group, computed from completed matches (docs/architecture.md, Data; the spec's
// random table is replaced by real results), ranked by the Swiss rules of ranking-rules.ts.
//
// Only matches between two teams of the table count. A friendly or cup match against a
// team of another league is no league match and would give some teams extra games; with
// this rule every counted match appears on both sides, so goals for and against balance.

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
  /** Shared by teams only the lot would separate (shown as a tie). */
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
  /** After deductions. */
  points: number;
  /** Fair-play points (Strafpunkte): fewer is better. */
  penaltyPoints: number;
  /** Points the league office deducted this season. */
  deductedPoints: number;
  /** Withdrawn from the season: its matches do not count, it stands last. */
  withdrawn: boolean;
  /** What decided this row's place against a team level on points, or null. */
  tieBreak: TieBreak | null;
  zone: TableZone | null;
};

export interface TableOptions {
  /** Defaults to the fair-play rule of the 2. Liga interregional and below. */
  rule?: RankingRule;
  /** Strafpunkte per team id (absent = 0). */
  penaltyPoints?: ReadonlyMap<string, number>;
  /** Deducted points per team id (absent = 0). */
  deductions?: ReadonlyMap<string, number>;
  /** Teams withdrawn from the season. */
  withdrawn?: ReadonlySet<string>;
  /**
   * Teams moved out of this group during the season: their matches keep counting for everyone,
   * but they no longer play for its places, so they stand below the others (before the withdrawn).
   */
  movedAway?: ReadonlySet<string>;
}

type Tally = Pick<
  LeagueTableRow,
  | "teamId"
  | "name"
  | "imageUrl"
  | "clubId"
  | "clubLogoUrl"
  | "played"
  | "won"
  | "drawn"
  | "lost"
  | "goalsFor"
  | "goalsAgainst"
>;

function record(tally: Tally, scored: number, conceded: number): void {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (scored > conceded) tally.won += 1;
  else if (scored === conceded) tally.drawn += 1;
  else tally.lost += 1;
}

/** The lot: stable across requests (name, then id for two clubs' 'FC Muster'). */
function lotOrder(a: LeagueTableRow, b: LeagueTableRow): number {
  return compareNames(a.name, b.name) || (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0);
}

/** The tie-breaks compared on the whole table; the direct encounters and the lot come after them. */
type OverallTieBreak = Exclude<TieBreak, "directEncounter" | "lot">;

function isOverall(tieBreak: TieBreak): tieBreak is OverallTieBreak {
  return tieBreak !== "directEncounter" && tieBreak !== "lot";
}

/** >0 when b ranks above a by this criterion, <0 when a does, 0 when it does not separate them. */
function criterion(tieBreak: OverallTieBreak, a: LeagueTableRow, b: LeagueTableRow): number {
  switch (tieBreak) {
    case "penaltyPoints":
      return a.penaltyPoints - b.penaltyPoints;
    case "goalDifference":
      return b.goalDifference - a.goalDifference;
    case "goalsFor":
      return b.goalsFor - a.goalsFor;
  }
}

/**
 * The first tie-break that separates two neighbours level on points. Level on every overall one,
 * they were ordered by the direct encounters, unless the lot alone placed both (`lotRuns`).
 */
function decidingTieBreak(
  rule: RankingRule,
  a: LeagueTableRow,
  b: LeagueTableRow,
  lotRuns: ReadonlyMap<string, string>,
): TieBreak {
  const overall = TIE_BREAKS[rule].filter(isOverall).find((t) => criterion(t, a, b) !== 0);
  if (overall) return overall;
  const run = lotRuns.get(a.teamId);
  return run !== undefined && run === lotRuns.get(b.teamId) ? "lot" : "directEncounter";
}

function counts(match: TableMatch): boolean {
  return (
    match.status === "completed" &&
    match.homeScore !== null &&
    match.awayScore !== null &&
    match.homeTeamId !== match.awayTeamId
  );
}

/**
 * Zones only where they say something: promotion for the top 2 when at least one team is
 * left below them (3 or more teams), relegation for the bottom 2 only when it cannot
 * overlap promotion and at least one team stays in between (5 or more teams). A withdrawn team
 * is the first of the relegated: each one takes a relegation place from the teams still playing
 * (`count` of them, `withdrawn` more below).
 */
function zoneOf(index: number, count: number, withdrawn: number): TableZone | null {
  if (count > ZONE_SIZE && index < ZONE_SIZE) return "promotion";
  const relegated = Math.max(0, ZONE_SIZE - withdrawn);
  if (count + withdrawn > 2 * ZONE_SIZE && index >= count - relegated) return "relegation";
  return null;
}

/** A withdrawn team's zone: relegation wherever the table shows relegation at all. */
function withdrawnZone(count: number, withdrawn: number): TableZone | null {
  return count + withdrawn > 2 * ZONE_SIZE ? "relegation" : null;
}

/**
 * The zone of teams sharing the places `first` to `last` (indexes) by lot: theirs when every one of
 * those places lies in it. Where the places straddle a zone's border, the lot decides who is in,
 * so no team of them is tinted.
 */
function sharedZoneOf(first: number, last: number, count: number, withdrawn: number): TableZone | null {
  const zone = zoneOf(first, count, withdrawn);
  for (let index = first + 1; index <= last; index++) {
    if (zoneOf(index, count, withdrawn) !== zone) return null;
  }
  return zone;
}

/**
 * Sorts by points, the rule's overall tie-breaks and then the direct encounters; returns the runs
 * of teams only the lot separates (team id to its run's first team id).
 */
function sortByRule(rows: LeagueTableRow[], rule: RankingRule, matches: readonly TableMatch[]) {
  const overall = TIE_BREAKS[rule].filter(isOverall);
  const main = (a: LeagueTableRow, b: LeagueTableRow) =>
    b.points - a.points || overall.reduce((r, t) => r || criterion(t, a, b), 0);
  rows.sort(main);
  const lotRuns = new Map<string, string>();
  let start = 0;
  while (start < rows.length) {
    let end = start + 1;
    while (end < rows.length && main(rows[start] as LeagueTableRow, rows[end] as LeagueTableRow) === 0) end++;
    if (end - start > 1) {
      const ordered = orderByEncounters(rows.slice(start, end), matches, rule, lotOrder, lotRuns);
      rows.splice(start, ordered.length, ...ordered);
    }
    start = end;
  }
  return lotRuns;
}

export function computeLeagueTable(
  teams: readonly TableTeam[],
  matches: readonly TableMatch[],
  options: TableOptions = {},
): LeagueTableRow[] {
  const rule = options.rule ?? "fairPlay";
  const withdrawn = options.withdrawn ?? new Set<string>();
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

  // A withdrawn team's matches of the season stop counting for everyone.
  const counted = matches.filter(
    (m) =>
      counts(m) &&
      tallies.has(m.homeTeamId) &&
      tallies.has(m.awayTeamId) &&
      !withdrawn.has(m.homeTeamId) &&
      !withdrawn.has(m.awayTeamId),
  );
  for (const match of counted) {
    const home = tallies.get(match.homeTeamId);
    const away = tallies.get(match.awayTeamId);
    if (!home || !away || match.homeScore === null || match.awayScore === null) continue;
    record(home, match.homeScore, match.awayScore);
    record(away, match.awayScore, match.homeScore);
  }

  const rows: LeagueTableRow[] = [...tallies.values()].map((tally) => {
    const deductedPoints = options.deductions?.get(tally.teamId) ?? 0;
    return {
      ...tally,
      position: 0,
      goalDifference: tally.goalsFor - tally.goalsAgainst,
      points: tally.won * POINTS_WIN + tally.drawn * POINTS_DRAW - deductedPoints,
      penaltyPoints: options.penaltyPoints?.get(tally.teamId) ?? 0,
      deductedPoints,
      withdrawn: withdrawn.has(tally.teamId),
      tieBreak: null,
      zone: null,
    };
  });
  const movedAway = options.movedAway ?? new Set<string>();
  const ranked = rows.filter((r) => !r.withdrawn && !movedAway.has(r.teamId));
  const lotRuns = sortByRule(ranked, rule, counted);
  const moved = rows.filter((r) => !r.withdrawn && movedAway.has(r.teamId));
  sortByRule(moved, rule, counted);
  const withdrawnRows = rows.filter((r) => r.withdrawn).sort(lotOrder);

  const decided = ranked.map((row, i) => {
    const above = ranked[i - 1];
    return above && above.points === row.points ? decidingTieBreak(rule, above, row, lotRuns) : null;
  });
  let position = 0;
  const positions = ranked.map((_, index) => {
    if (decided[index] !== "lot") position = index + 1;
    return Math.max(position, 1);
  });
  const placed = ranked.map((row, index) => {
    const below = ranked[index + 1];
    // A team sharing its place by lot shows the lot, whatever placed its run below the team above.
    const tieBreak = lotRuns.has(row.teamId)
      ? "lot"
      : (decided[index] ??
        (below && below.points === row.points ? decidingTieBreak(rule, row, below, lotRuns) : null));
    const shared = positions[index] ?? index + 1;
    // Teams sharing a position by lot hold the places from it to the last of them.
    const last = positions.lastIndexOf(shared);
    // A team without games is never tinted: its place says nothing yet.
    const zone = row.played > 0 ? sharedZoneOf(shared - 1, last, ranked.length, withdrawnRows.length) : null;
    return { ...row, position: shared, tieBreak, zone };
  });
  return [
    ...placed,
    ...moved.map((row, i) => ({ ...row, position: ranked.length + i + 1 })),
    ...withdrawnRows.map((row, i) => ({
      ...row,
      // Its place is decided, not played for: tinted although it shows no games.
      zone: withdrawnZone(ranked.length, withdrawnRows.length),
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      // Its cards went with its matches; the Fairplay ranking leaves it out (table-queries.ts).
      penaltyPoints: 0,
      points: 0 - row.deductedPoints,
      position: ranked.length + moved.length + i + 1,
    })),
  ];
}
