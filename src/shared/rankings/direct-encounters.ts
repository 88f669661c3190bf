import { type RankingRule, resultPoints } from "./ranking-rules.ts";

// The direct encounters (decision 018): teams level on everything before them are ranked by the
// mini-table of the matches among exactly them. Where that mini-table leaves some of them level,
// it is computed again among exactly those, since a team's results against the others no longer
// tied say nothing between the two still tied; only a mini-table that separates nobody leaves
// its teams to the lot.

export interface EncounterTeam {
  teamId: string;
}

export interface EncounterMatch {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
}

/** Points and goal difference in the matches among a set of tied teams only. */
interface Direct {
  points: number;
  goalDifference: number;
}

function directTable(
  teams: readonly EncounterTeam[],
  matches: readonly EncounterMatch[],
): Map<string, Direct> {
  const direct = new Map<string, Direct>(teams.map((t) => [t.teamId, { points: 0, goalDifference: 0 }]));
  for (const m of matches) {
    const home = direct.get(m.homeTeamId);
    const away = direct.get(m.awayTeamId);
    if (!home || !away || m.homeTeamId === m.awayTeamId || m.homeScore === null || m.awayScore === null)
      continue;
    home.goalDifference += m.homeScore - m.awayScore;
    away.goalDifference += m.awayScore - m.homeScore;
    home.points += resultPoints(m.homeScore, m.awayScore);
    away.points += resultPoints(m.awayScore, m.homeScore);
  }
  return direct;
}

/**
 * Orders teams level on every criterion before the direct encounters (`matches` only counted
 * ones). Each team the lot alone places is entered in `lotRuns` under the first team id of its
 * run, so the caller can show those teams as sharing a place.
 */
export function orderByEncounters<T extends EncounterTeam>(
  tied: readonly T[],
  matches: readonly EncounterMatch[],
  rule: RankingRule,
  lotOrder: (a: T, b: T) => number,
  lotRuns: Map<string, string>,
): T[] {
  const direct = directTable(tied, matches);
  const zero: Direct = { points: 0, goalDifference: 0 };
  const compare = (a: T, b: T) => {
    const da = direct.get(a.teamId) ?? zero;
    const db = direct.get(b.teamId) ?? zero;
    // The fair-play rule names the direct goal difference; the 1. Liga its points first.
    return (rule === "goalDifference" ? db.points - da.points : 0) || db.goalDifference - da.goalDifference;
  };
  const sorted = [...tied].sort((a, b) => compare(a, b) || lotOrder(a, b));
  const ordered: T[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start] as T, sorted[end] as T) === 0) end++;
    const level = sorted.slice(start, end);
    if (level.length === sorted.length) {
      const first = level[0]?.teamId ?? "";
      for (const team of level) lotRuns.set(team.teamId, first);
      ordered.push(...level);
    } else if (level.length > 1) {
      ordered.push(...orderByEncounters(level, matches, rule, lotOrder, lotRuns));
    } else {
      ordered.push(...level);
    }
    start = end;
  }
  return ordered;
}
