import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { matchPath } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { isUuid } from "#shared/uuid.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { SpokenLiveMinute } from "../live/live-minute.tsx";
import { scoreLabel, secondName, sideNames } from "../matches/match-teams.tsx";
import { liveFavoriteMatchesQueryOptions } from "./api.ts";

/**
 * The favourites' matches being played now, above their next ones: a live match is neither
 * upcoming nor past, and one between two favourites is one row. Nothing while none is live.
 */
export function LiveFavoriteMatches({ teamIds }: { teamIds: string[] }) {
  const live = useQuery(liveFavoriteMatchesQueryOptions(teamIds.filter(isUuid).slice(0, 200)));
  const matches = live.data ?? [];
  if (matches.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-3" aria-label="Live-Spiele deiner Favoriten">
      {matches.map((match) => (
        <li key={match.id}>
          <Link
            to={matchPath(match.id)}
            className={cn(
              "flex flex-col gap-2 rounded-xl border border-live/40 bg-live-soft/40 p-3 hover:bg-live-soft sm:p-4",
              focusRing,
            )}
          >
            <span className="flex items-center justify-between gap-2 text-sm">
              <Badge variant="live" />
              <span className="font-bold text-live-dark tabular-nums">
                <SpokenLiveMinute match={match} />
              </span>
            </span>
            {/* The names wrap rather than end in «…», which cut both on a narrow phone. */}
            <span className="flex items-center justify-between gap-3">
              <SideName match={match} side="home" />
              <span role="img" aria-label={scoreLabel(match)} className="text-xl font-extrabold tabular-nums">
                {match.homeScore ?? 0}:{match.awayScore ?? 0}
              </span>
              <SideName match={match} side="away" className="text-right" />
            </span>
            <span className="flex items-center gap-1 self-end text-sm font-semibold text-brand-700">
              Zum Live-Ticker <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A side's club with its team under it: a fan of two of one club's teams, both playing, told the
 * cards apart only by the score. Two teams of one club lead with their teams (sideNames).
 */
function SideName({
  match,
  side,
  className,
}: {
  match: MatchSummary;
  side: "home" | "away";
  className?: string;
}) {
  const [home, away] = sideNames(match);
  const team = side === "home" ? match.homeTeam : match.awayTeam;
  const lead = side === "home" ? home : away;
  const second = lead === team.name ? null : secondName(team);
  return (
    <span className={cn("flex min-w-0 flex-1 flex-col break-words", className)}>
      <span className="font-semibold">{lead}</span>
      {second ? <span className="text-xs text-gray-600">{second}</span> : null}
    </span>
  );
}
