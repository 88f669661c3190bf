import { and, eq, gte, lt, or } from "drizzle-orm";
import { seasonRange } from "#shared/matches/season.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matches } from "../../db/schema/index.ts";
import { listMatches } from "../matches/match-queries.ts";

/**
 * The team's matches of a season (1 July to 30 June, Zurich), oldest first: every accepted
 * match, also against an opponent the league office has not placed (the team's own page shows
 * what its club plays, as the club's schedule does).
 */
export async function listTeamSeasonMatches(
  db: DbOrTx,
  teamId: string,
  season: number,
): Promise<MatchSummary[]> {
  const { from, to } = seasonRange(season);
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        gte(matches.matchDate, from),
        lt(matches.matchDate, to),
        eq(matches.acceptance, "accepted"),
      ),
    );
  return listMatches(db, { matchIds: rows.map((r) => r.id), limit: 500 });
}
