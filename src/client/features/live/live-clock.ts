import { type ClockState, formatClockLabel, formatLegacyMinuteLabel } from "#shared/matches/clock.ts";
import type { MatchSummary } from "#shared/matches/types.ts";

/** The server-owned clock of a match (period, its start, stoppage), as the shared rules read it. */
export function clockStateOf(
  match: Pick<MatchSummary, "period" | "periodStartedAt" | "stoppageMinutes">,
): ClockState {
  return {
    period: match.period,
    periodStartedAt: match.periodStartedAt,
    stoppageMinutes: match.stoppageMinutes,
  };
}

/**
 * The public minute: "23'", "45+2'", "90+3'", 'HZ'. A live match without period data (older
 * rows) falls back to the minute derived from started_at (public-and-accounts §4).
 */
export function liveMinuteLabel(match: MatchSummary, now: Date): string {
  if (match.period === "not_started") return formatLegacyMinuteLabel(match.startedAt, now);
  return formatClockLabel(clockStateOf(match), now);
}
