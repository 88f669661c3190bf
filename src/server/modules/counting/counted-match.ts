import { type Column, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { matches, teams } from "../../db/schema/index.ts";

// THE condition for a match to count: it stands (accepted by both clubs, or against a team
// without a club), and neither side is an opponent a club created that the league office has
// not placed yet (teams.awaiting_office: until then the match shows on the creating club's own
// pages and its own page, never in a country-wide list or a table). The country-wide lists and
// the league table (through `countedResult`) use this one fragment, Drizzle queries and
// hand-written SQL alike; its table
// and column names come from the schema, so a renamed column breaks the build, not a table. The
// player statistics' triggers use its SQL twin `tschutti_match_counted` (migration 0021), pinned
// to `isCountedMatch` by players/player-stat-counters.test.ts.

const UNPLACED = "unplaced";
const unplaced = alias(teams, UNPLACED);

/** The columns of a matches row the rules read, from `matches` or an alias of it. */
type MatchColumns = Record<"acceptance" | "status" | "homeTeamId" | "awayTeamId", Column>;

/**
 * The rule for one matches row: `matches` itself in a Drizzle query, or the alias a raw
 * statement gives it (`countedMatch(matchesAs("m"))` for `from matches m`).
 */
export function countedMatch(m: MatchColumns = matches): SQL {
  return sql`(${m.acceptance} = 'accepted' and not exists (select 1 from ${teams} ${sql.identifier(UNPLACED)}
    where ${unplaced.id} in (${m.homeTeamId}, ${m.awayTeamId}) and ${unplaced.awaitingOffice}))`;
}

/**
 * A counted match whose result counts: it is completed. The league tables and everything the
 * league office counts in them, and a group's scorers and cards (which add up to its table),
 * read this, so a match still being played enters all of them together at the final whistle.
 * The players' counters deliberately do not (decision 010: a goal in the live ticker counts
 * for the player's season at once).
 */
export function countedResult(m: MatchColumns = matches): SQL {
  return sql`(${m.status} = 'completed' and ${countedMatch(m)})`;
}

/** The matches table under the alias a raw statement names it by. */
export function matchesAs(name: string): MatchColumns {
  return alias(matches, name);
}

/** For Drizzle queries on `matches`. */
export const isCountedMatch: SQL = countedMatch();
