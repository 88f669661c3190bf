import type { MatchSummary } from "#shared/api/matches.ts";
import { clockStateOf, formatClockLabel, formatLegacyMinuteLabel } from "#shared/match-clock.ts";

/**
 * The public minute: "23'", "45+2'", "90+3'", 'HZ'. A live match without period data (older
 * rows) falls back to the minute derived from started_at (public-and-accounts §4).
 */
export function liveMinuteLabel(match: MatchSummary, now: Date): string {
  if (match.period === "not_started") return formatLegacyMinuteLabel(match.startedAt, now);
  return formatClockLabel(clockStateOf(match), now);
}
