import { resultMark, resultMarkTitle } from "#shared/matches/result-mark.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { fullTeamName, scoreLabel } from "./match-teams.tsx";

// A result as every public view shows it: 'home : away', and beside a forfeit the «Forfait»
// label, so a 3:0 on the green table is not read as a match that was played. One component, so
// the schedule, the report, the ticker and the match page say it alike.

type MarkedMatch = Pick<
  MatchSummary,
  "homeTeam" | "awayTeam" | "homeScore" | "awayScore" | "forfeit" | "status" | "cancellationReason"
>;

/**
 * The word beside a result not played to the final whistle: «Forfait», or «Spielabbruch» for a
 * score let stand after an abort; its title says who did not turn up or the league office's
 * decision (result-mark.ts). Nothing otherwise.
 */
export function ResultMark({
  match,
  className,
  "aria-hidden": ariaHidden,
}: {
  match: MarkedMatch;
  className?: string;
  "aria-hidden"?: boolean;
}) {
  const mark = resultMark(match);
  if (!mark) return null;
  const title = resultMarkTitle(match, fullTeamName(match.homeTeam), fullTeamName(match.awayTeam));
  return (
    <Badge variant="warning" className={className} title={title ?? undefined} aria-hidden={ariaHidden}>
      {mark}
    </Badge>
  );
}

/** The score with its sentence for screen readers, and the «Forfait» label under it. */
export function MatchScore({ match, className }: { match: MarkedMatch; className?: string }) {
  return (
    <span className="inline-flex flex-col items-center gap-1">
      <span
        role="img"
        aria-label={scoreLabel(match)}
        className={cn("font-extrabold tabular-nums", className)}
      >
        {match.homeScore ?? 0} : {match.awayScore ?? 0}
      </span>
      {/* The score's sentence already ends «Forfait»: read once. */}
      {match.forfeit ? <ResultMark match={match} aria-hidden /> : null}
    </span>
  );
}
