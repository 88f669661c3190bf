import { eq, sql } from "drizzle-orm";
import { matches } from "../../db/schema/index.ts";

// THE condition for a match to exist for the public and to count: it stands (accepted by both
// clubs, or against a team without a club). Public lists, the league table, scorers, cards and
// every player statistic go through these two forms of the one rule.

/** For Drizzle queries on `matches`. */
export const isCountedMatch = eq(matches.acceptance, "accepted");

/** For raw SQL: `alias` names the matches row (e.g. 'm'). */
export function countedMatchSql(alias: string) {
  return sql.raw(`${alias}.acceptance = 'accepted'`);
}
