import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { matchPath } from "#shared/matches/paths.ts";
import { isUuid } from "#shared/uuid.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { SpokenLiveMinute } from "../live/live-minute.tsx";
import { scoreLabel, sideNames } from "../matches/match-teams.tsx";
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
      {matches.map((match) => {
        // Two teams of one club are told apart by their teams' names, not the club's twice.
        const [homeName, awayName] = sideNames(match);
        return (
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
                <span className="min-w-0 flex-1 break-words font-semibold">{homeName}</span>
                <span
                  role="img"
                  aria-label={scoreLabel(match)}
                  className="text-xl font-extrabold tabular-nums"
                >
                  {match.homeScore ?? 0}:{match.awayScore ?? 0}
                </span>
                <span className="min-w-0 flex-1 break-words text-right font-semibold">{awayName}</span>
              </span>
              <span className="flex items-center gap-1 self-end text-sm font-semibold text-brand-700">
                Zum Live-Ticker <ChevronRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
