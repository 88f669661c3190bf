import { textEventsOf } from "#shared/matches/match-text.ts";
import { isScoredAfterAbort } from "#shared/matches/result-mark.ts";
import { buildMatchTelegramm } from "#shared/matches/telegramm.ts";
import { fullTeamName } from "#shared/matches/timeline.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { listEventsOfMatch } from "./match-event-queries.ts";
import { findStartingLineups } from "./match-lineup-queries.ts";
import { findMatchReport } from "./match-report-queries.ts";

/**
 * The Matchtelegramm of a completed match with a result, from what the platform holds: the
 * timeline, both line-ups and the report's spectators and referee, and how the result came about
 * when it was not played out: a forfeit, an abort the league office scored (shared/matches/telegramm.ts).
 */
export async function matchTelegrammText(
  db: DbOrTx,
  match: MatchSummary & { homeScore: number; awayScore: number },
): Promise<string> {
  const [events, lineups, report] = await Promise.all([
    listEventsOfMatch(db, match),
    findStartingLineups(db, match.id),
    findMatchReport(db, match.id),
  ]);
  return buildMatchTelegramm({
    homeName: fullTeamName(match.homeTeam),
    awayName: fullTeamName(match.awayTeam),
    score: { home: match.homeScore, away: match.awayScore },
    venue: match.stadium,
    attendance: report?.attendance ?? null,
    referee: report?.referee ?? null,
    events: textEventsOf(events),
    lineups,
    forfeit: match.forfeit,
    abortReason: isScoredAfterAbort(match) ? match.cancellationReason : null,
  });
}
