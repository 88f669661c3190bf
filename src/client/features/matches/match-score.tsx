import {
  ABANDONED_LABEL,
  FORFEIT_LABEL,
  forfeitNote,
  isScoredAfterAbort,
} from "#shared/matches/result-mark.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { fullTeamName, scoreLabel } from "./match-teams.tsx";

// A result as every public view shows it: 'home : away', and beside a forfeit the «Forfait»
// label, so a 3:0 on the green table is not read as a match that was played. One component, so
// the schedule, the report, the ticker and the match page say it alike.

type ScoredMatch = Pick<MatchSummary, "homeTeam" | "awayTeam" | "homeScore" | "awayScore" | "forfeit">;

/** «Forfait» for a forfeited result (nothing otherwise); its title names the side that forfeited. */
export function ForfeitBadge({ match, className }: { match: ScoredMatch; className?: string }) {
  if (!match.forfeit) return null;
  const team = match.forfeit === "home" ? match.homeTeam : match.awayTeam;
  return (
    <Badge
      variant="warning"
      className={className}
      title={`${FORFEIT_LABEL}: ${forfeitNote(fullTeamName(team))}`}
    >
      {FORFEIT_LABEL}
    </Badge>
  );
}

type MarkedMatch = ScoredMatch & Pick<MatchSummary, "status" | "cancellationReason">;

/**
 * The word beside a result not played to the final whistle: «Forfait», or «Spielabbruch» (the
 * league office's reason as its title) for a score let stand after an abort; nothing otherwise.
 */
export function ResultMark({ match, className }: { match: MarkedMatch; className?: string }) {
  if (match.forfeit) return <ForfeitBadge match={match} className={className} />;
  if (!isScoredAfterAbort(match)) return null;
  return (
    <Badge variant="warning" className={className} title={match.cancellationReason ?? undefined}>
      {ABANDONED_LABEL}
    </Badge>
  );
}

/** The score with its sentence for screen readers, and the «Forfait» label under it. */
export function MatchScore({ match, className }: { match: ScoredMatch; className?: string }) {
  return (
    <span className="inline-flex flex-col items-center gap-1">
      <span
        role="img"
        aria-label={scoreLabel(match)}
        className={cn("font-extrabold tabular-nums", className)}
      >
        {match.homeScore ?? 0} : {match.awayScore ?? 0}
      </span>
      <ForfeitBadge match={match} />
    </span>
  );
}
