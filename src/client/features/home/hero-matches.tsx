import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ChevronRight, Radio } from "lucide-react";
import { Link } from "react-router";
import { formatShortWeekdayDate, formatTime } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import type { MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { upcomingMatchesQueryOptions } from "../favorites/api.ts";
import { liveTeaserQueryOptions } from "../matches/api.ts";
import { sideNames, teamLogoSrc } from "../matches/match-teams.tsx";
import { HERO_MATCH_COUNT } from "./api.ts";

// The hero's right half on wide screens: what is happening on the platform right now, the
// live matches with their score, or else the next kickoffs. Real rows, never an example.

export function HeroMatches() {
  const live = useQuery(liveTeaserQueryOptions);
  const upcoming = useQuery(upcomingMatchesQueryOptions(null, HERO_MATCH_COUNT));
  const isLive = (live.data ?? []).length > 0;
  // Live matches first, then the next kickoffs fill the remaining rows.
  const matches = [
    ...(live.data ?? []).map((match) => ({ match, isLive: true })),
    ...(upcoming.data ?? []).map((match) => ({ match, isLive: false })),
  ].slice(0, HERO_MATCH_COUNT);
  const isLoading = live.isPending || upcoming.isPending;
  return (
    // A fixed height, so the hero keeps its size while the matches load.
    <div className="flex h-[22.5rem] flex-col rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur">
      <h2 className="flex items-center gap-2 text-sm font-bold tracking-wider text-brand-100 uppercase">
        {isLive ? (
          <Radio aria-hidden="true" className="size-4 text-red-300" />
        ) : (
          <CalendarDays aria-hidden="true" className="size-4" />
        )}
        {isLive ? "Jetzt live und als Nächstes" : "Nächste Spiele"}
      </h2>
      {isLoading ? (
        <ul className="mt-4 flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: HERO_MATCH_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <li key={i} className="h-[4.75rem] animate-pulse rounded-xl bg-white/10" />
          ))}
        </ul>
      ) : matches.length === 0 ? (
        <p className="mt-4 text-brand-50">Gerade stehen keine Spiele an.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {matches.map(({ match, isLive: isMatchLive }) => (
            <li key={match.id}>
              <HeroMatch match={match} isLive={isMatchLive} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={isLive ? "/live-ticker" : "/spielplan"}
        className={cn(
          "mt-auto inline-flex items-center gap-1 self-end rounded text-sm font-semibold text-white hover:underline",
          focusRing,
        )}
      >
        {isLive ? "Alle Live-Spiele" : "Zum Spielplan"} <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

function HeroMatch({ match, isLive }: { match: MatchSummary; isLive: boolean }) {
  // Two teams of one club are told apart by their teams' names, not the club's twice.
  const [homeName, awayName] = sideNames(match);
  return (
    <Link
      to={matchPath(match.id)}
      className={cn(
        "grid h-[4.75rem] grid-cols-[1fr_auto] items-center gap-x-3 rounded-xl bg-white px-3 text-gray-900 shadow-sm transition hover:bg-brand-50",
        focusRing,
      )}
    >
      <span className="flex min-w-0 flex-col gap-1">
        {isLive ? (
          <span className="text-[0.6875rem] font-extrabold tracking-wider text-live-dark uppercase">
            Live
          </span>
        ) : null}
        <Side team={match.homeTeam} name={homeName} />
        <Side team={match.awayTeam} name={awayName} />
      </span>
      {isLive ? (
        <span className="flex flex-col items-end text-lg leading-tight font-extrabold tabular-nums text-live-dark">
          <span className="sr-only">Live, Stand </span>
          <span>{match.homeScore ?? 0}</span>
          <span>{match.awayScore ?? 0}</span>
        </span>
      ) : (
        <span className="flex flex-col items-end text-xs text-gray-600">
          <span>{formatShortWeekdayDate(match.matchDate)}</span>
          <span className="font-bold text-gray-900">{formatTime(match.matchDate)}</span>
        </span>
      )}
    </Link>
  );
}

function Side({ team, name }: { team: MatchTeam; name: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
      <TeamLogo name={name} src={teamLogoSrc(team)} size="xs" decorative />
      <span className="truncate">{name}</span>
    </span>
  );
}
