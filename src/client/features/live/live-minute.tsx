import { liveMinuteLabel } from "#shared/matches/clock.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { useNow } from "../../lib/use-now.ts";

/**
 * The running match minute ("23'", "45+2'") as text. It ticks every second while the match is
 * live, and only it does: a ticker or card that read the clock itself rendered again, event
 * list and all, every second of the match.
 */
export function LiveMinute({ match }: { match: MatchSummary }) {
  const now = useNow(1000, match.status === "live");
  // The server rendered the minute when the page was asked for; the browser may hydrate it a
  // minute later. The text is then simply replaced (the one place where it may differ).
  return <span suppressHydrationWarning>{liveMinuteLabel(match, now)}</span>;
}

/**
 * The minute as a fan reads and hears it: «Spielminute 23'» while a half runs («Spielminute» for
 * a screen reader only), «Halbzeit» between the halves (read as «Spielminute HZ» before).
 */
export function SpokenLiveMinute({ match }: { match: MatchSummary }) {
  if (match.period === "halftime") return "Halbzeit";
  return (
    <>
      <span className="sr-only">Spielminute </span>
      <LiveMinute match={match} />
    </>
  );
}
