import type { MatchSummary } from "#shared/matches/types.ts";
import { cn } from "../../ui/cn.ts";
import { fullTeamName } from "./match-teams.tsx";

/**
 * A match against an opponent a club created counts nowhere until the league office places that
 * opponent (counting/counted-match.ts): no table, no player's statistics. Said wherever the match
 * is shown with its result, so goals entered meanwhile do not seem lost to the club, and a fan
 * does not look for them in the table.
 */
export function AwaitingOfficeNote({ match, className }: { match: MatchSummary; className?: string }) {
  const waiting = [match.homeTeam, match.awayTeam].filter((team) => team.awaitingOffice);
  if (waiting.length === 0) return null;
  const names = waiting.map((team) => `«${fullTeamName(team)}»`).join(" und ");
  return (
    <p className={cn("text-sm text-amber-900", className)}>
      Zählt erst, wenn die Spielleitung {names} eingeteilt hat: bis dahin in keiner Tabelle und keiner
      Spielerstatistik.
    </p>
  );
}
