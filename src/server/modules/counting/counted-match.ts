import { and, eq, sql } from "drizzle-orm";
import { matches } from "../../db/schema/index.ts";

// THE condition for a match to count: it stands (accepted by both clubs, or against a team
// without a club), and neither side is an opponent a club created that the league office has
// not placed yet (teams.awaiting_office: until then the match shows on the creating club's own
// pages and its own page, never in a country-wide list or a table). The country-wide lists and
// the league table go through these two forms of the one rule; the player statistics' triggers
// use its SQL twin `tschutti_match_counted` (migration 0021), pinned to `isCountedMatch` by
// players/player-stat-counters.test.ts.

/** For Drizzle queries on `matches`. */
export const isCountedMatch = and(
  eq(matches.acceptance, "accepted"),
  sql`not exists (select 1 from teams unplaced
    where unplaced.id in (${matches.homeTeamId}, ${matches.awayTeamId}) and unplaced.awaiting_office)`,
) as ReturnType<typeof eq>;

/** For raw SQL: `alias` names the matches row (e.g. 'm'). */
export function countedMatchSql(alias: string) {
  return sql.raw(`(${alias}.acceptance = 'accepted' and not exists (select 1 from teams unplaced
    where unplaced.id in (${alias}.home_team_id, ${alias}.away_team_id) and unplaced.awaiting_office))`);
}
