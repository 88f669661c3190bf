import type { Sql } from "postgres";
import type { TeamRef } from "./clubs.ts";
import { openCopy } from "./copy.ts";
import type { Random } from "./prng.ts";

// A canton's league is split into groups ('Gruppe 1', 'Gruppe 2', …) of 12 to 14
// teams, as the regional associations have them; a league of fewer teams is one group. The
// matches are a round-robin within each group, and every team is placed there in every season
// of the load (the loading connections run without triggers, so the teams trigger places none).

export const GROUP_TARGET = 13;

/** Teams by `canton|league|group`, shuffled into groups of as even a size as possible. */
export function assignGroups(
  rnd: Random,
  teams: TeamRef[],
): Map<string, { group: string; teams: TeamRef[] }> {
  const leagues = new Map<string, TeamRef[]>();
  for (const team of teams) {
    const key = `${team.canton}|${team.league}`;
    leagues.set(key, [...(leagues.get(key) ?? []), team]);
  }
  const groups = new Map<string, { group: string; teams: TeamRef[] }>();
  for (const [key, members] of leagues) {
    // The count nearest to 13 per group keeps every group between 12 and 14 from 24 teams on
    // (and as close as the count allows below that).
    const count = Math.max(1, Math.round(members.length / GROUP_TARGET));
    const shuffled = rnd.shuffle([...members]);
    for (let g = 0; g < count; g++) {
      const group = `Gruppe ${g + 1}`;
      groups.set(`${key}|${group}`, { group, teams: shuffled.filter((_, i) => i % count === g) });
    }
  }
  return groups;
}

export async function writePlacements(
  sql: Sql,
  groups: Map<string, { group: string; teams: TeamRef[] }>,
  seasons: number[],
  at: Date,
): Promise<Record<string, number>> {
  const copy = await openCopy(sql, "team_placements", [
    "team_id",
    "season",
    "canton",
    "league",
    "group_name",
    "created_at",
    "updated_at",
  ]);
  for (const { group, teams } of groups.values()) {
    for (const team of teams) {
      for (const season of seasons) {
        await copy.write([team.id, season, team.canton, team.league, group, at, at]);
      }
    }
  }
  return { team_placements: await copy.end() };
}
