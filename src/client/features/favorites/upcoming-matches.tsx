import { useQuery } from "@tanstack/react-query";
import { CalendarX, MapPin } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { formatLongDate, formatTime } from "#shared/format.ts";
import type { MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { isUuid } from "#shared/uuid.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { MatchPageLink, teamLogoSrc, teamPagePath } from "../matches/match-teams.tsx";
import { upcomingMatchesQueryOptions } from "./api.ts";

/** The club name is what fans know; the team name tells the club's teams apart. */
function TeamLine({ team, align }: { team: MatchTeam; align: "start" | "end" }) {
  const title = team.clubName || team.name;
  const subtitle = team.clubName ? team.name : null;
  const text = (
    <span className="min-w-0">
      <span className="block truncate font-semibold text-gray-900">{title}</span>
      {subtitle ? <span className="block truncate text-xs text-gray-600">{subtitle}</span> : null}
    </span>
  );
  const content = (
    <>
      <TeamLogo name={title} src={teamLogoSrc(team)} size="sm" decorative />
      {text}
    </>
  );
  // Stacked on phones (logo left); side by side from `sm`, the away team mirrored.
  const layout = `flex min-w-0 flex-1 items-center gap-2 sm:gap-3 ${align === "end" ? "sm:flex-row-reverse sm:text-right" : ""}`;
  const path = teamPagePath(team);
  return path ? (
    <Link to={path} className={`${layout} rounded-lg hover:underline`}>
      {content}
    </Link>
  ) : (
    <div className={layout}>{content}</div>
  );
}

export function MatchRow({ match }: { match: MatchSummary }) {
  const isCancelled = match.status === "cancelled";
  // «Zum Spiel» comes last, after what it leads to: on a phone the long date fills the first
  // line, and a link wrapped below it stood between the date and the teams. From `sm` there is
  // room for it at the date's end.
  return (
    <li className="grid grid-cols-1 gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_auto] sm:p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <span>
          <time dateTime={match.matchDate}>{formatLongDate(match.matchDate)}</time>
          {isCancelled ? null : (
            <span className="font-semibold text-gray-900"> · {formatTime(match.matchDate)}</span>
          )}
        </span>
        {isCancelled ? <Badge variant="danger">ABGESAGT</Badge> : null}
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2 sm:flex-row sm:items-center sm:gap-3">
        <TeamLine team={match.homeTeam} align="start" />
        <span
          aria-hidden="true"
          className="hidden shrink-0 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-bold text-gray-700 sm:inline"
        >
          VS
        </span>
        <span className="sr-only">gegen</span>
        <TeamLine team={match.awayTeam} align="end" />
      </div>
      {isCancelled && match.cancellationReason ? (
        <p className="text-sm text-red-800 sm:col-span-2">Grund: {match.cancellationReason}</p>
      ) : match.stadium ? (
        <p className="flex items-center gap-1 text-xs text-gray-600 sm:col-span-2">
          <MapPin aria-hidden="true" className="size-3.5" /> {match.stadium}
        </p>
      ) : null}
      <MatchPageLink
        match={match}
        className="gap-0.5 justify-self-start text-sm sm:col-start-2 sm:row-start-1 sm:justify-self-end"
      />
    </li>
  );
}

/**
 * The next matches, of the given teams when `teamIds` is set (a favourites list), otherwise
 * of everyone. Real rows from /api/matches.
 */
export const UpcomingMatches = memo(function UpcomingMatches({
  teamIds,
  limit,
  emptyText = "Keine kommenden Spiele gefunden.",
}: {
  teamIds: string[] | null;
  limit: number;
  emptyText?: string;
}) {
  const ids = teamIds ? teamIds.filter(isUuid).slice(0, 200) : null;
  const query = useQuery(upcomingMatchesQueryOptions(ids, limit));
  if (query.isLoading) return <LoadingState label="Lade kommende Spiele..." className="py-6" />;
  if (query.isError) {
    return (
      <ErrorState
        message="Die kommenden Spiele konnten nicht geladen werden."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const matches = query.data ?? [];
  if (matches.length === 0) return <EmptyState icon={CalendarX} title={emptyText} />;
  return (
    <ul className="flex flex-col gap-3">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} />
      ))}
    </ul>
  );
});
