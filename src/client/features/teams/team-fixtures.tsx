import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ListOrdered } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EMPTY_SCHEDULE_FILTER, type ScheduleTab, scheduleAddress } from "#shared/matches/schedule-filter.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import type { TeamPlacementView } from "#shared/teams/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { useFollowMatches } from "../live/use-follow-matches.ts";
import { teamMatchesQueryOptions } from "../matches/api.ts";
import { MatchFixtureRow } from "../matches/match-fixture-row.tsx";
import { leagueTableQueryOptions } from "../rankings/api.ts";
import { LeagueTable } from "../rankings/league-table.tsx";

/** How many matches each list shows before 'Alle … anzeigen'. */
const FIRST_SHOWN = 3;

/**
 * Splits a season as the schedule does: being played, upcoming (kickoff still ahead, also a
 * cancelled or postponed one) soonest first, and past newest first.
 */
function splitSeason(matches: readonly MatchSummary[], now: number) {
  const live = matches.filter((m) => m.status === "live");
  const upcoming = matches.filter((m) => m.status !== "live" && Date.parse(m.matchDate) > now);
  const past = matches.filter((m) => m.status !== "live" && Date.parse(m.matchDate) <= now).reverse();
  return { live, upcoming, past };
}

/** The team's season: live, upcoming and played matches, each a link to the match page. */
export function TeamFixtures({ teamId, clubId }: { teamId: string; clubId: string | null }) {
  const options = teamMatchesQueryOptions(teamId);
  const season = useQuery(options);
  useFollowMatches(season.data?.matches, options.queryKey);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        Spiele{season.data ? ` ${seasonLabel(season.data.season)}` : ""}
      </h2>
      {season.isPending ? (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2" role="status" aria-label="Lade Spiele...">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : season.isError ? (
        <ErrorState
          message="Die Spiele konnten nicht geladen werden."
          onRetry={() => void season.refetch()}
          isRetrying={season.isFetching}
        />
      ) : season.data.matches.length === 0 ? (
        <EmptyState icon={CalendarDays} title="In dieser Saison sind noch keine Spiele angesetzt." />
      ) : (
        <SeasonLists matches={season.data.matches} teamId={teamId} clubId={clubId} />
      )}
    </section>
  );
}

function SeasonLists({
  matches,
  teamId,
  clubId,
}: {
  matches: MatchSummary[];
  teamId: string;
  clubId: string | null;
}) {
  const { live, upcoming, past } = splitSeason(matches, Date.now());
  // Without scripts «Alle … anzeigen» cannot open the list: the team's matches in the schedule
  // stand in (its team filter needs the club; an opponent without one has no such list).
  const scheduleOf = (tab: ScheduleTab) =>
    clubId ? scheduleAddress({ ...EMPTY_SCHEDULE_FILTER, tab, clubId, teamId }) : null;
  return (
    <div className="flex flex-col gap-4">
      {live.length > 0 ? <FixtureList title="Live" matches={live} teamId={teamId} isAllShown /> : null}
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <FixtureList
          title="Kommende Spiele"
          empty="Keine kommenden Spiele in dieser Saison."
          matches={upcoming}
          teamId={teamId}
          scheduleHref={scheduleOf("upcoming")}
        />
        <FixtureList
          title="Resultate"
          empty="Noch keine Spiele gespielt."
          matches={past}
          teamId={teamId}
          scheduleHref={scheduleOf("past")}
        />
      </div>
    </div>
  );
}

function FixtureList({
  title,
  empty,
  matches,
  teamId,
  isAllShown = false,
  scheduleHref = null,
}: {
  title: string;
  empty?: string;
  matches: MatchSummary[];
  teamId: string;
  isAllShown?: boolean;
  /** Where the whole list is read without scripts. */
  scheduleHref?: string | null;
}) {
  const [isExpanded, setExpanded] = useState(isAllShown);
  const headingId = useId();
  const shown = isExpanded ? matches : matches.slice(0, FIRST_SHOWN);
  return (
    <Card asChild className="flex flex-col gap-2 p-3 sm:p-4">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-bold text-gray-900">
          {title} <span className="text-sm font-medium text-gray-500">({matches.length})</span>
        </h3>
        {matches.length === 0 ? (
          <p className="text-sm text-gray-600">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {shown.map((match) => (
              <li key={match.id}>
                <MatchFixtureRow match={match} teamId={teamId} />
              </li>
            ))}
          </ul>
        )}
        {matches.length > FIRST_SHOWN && !isAllShown ? (
          <Button
            variant="ghost"
            size="sm"
            className={cn("self-start", scheduleHref && "unscripted:hidden")}
            onClick={() => setExpanded((v) => !v)}
          >
            {isExpanded ? "Weniger anzeigen" : `Alle ${matches.length} anzeigen`}
          </Button>
        ) : null}
        {matches.length > FIRST_SHOWN && !isAllShown && scheduleHref ? (
          <Button asChild variant="ghost" size="sm" className="self-start scripted:hidden">
            <Link to={scheduleHref}>Alle {matches.length} im Spielplan</Link>
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

/** The table of the team's group this season, its row marked; a link to the full ranking. */
export function TeamTable({ teamId }: { teamId: string }) {
  const season = useQuery(teamMatchesQueryOptions(teamId));
  if (season.isPending) return <Skeleton className="h-72" />;
  if (season.isError) {
    return (
      <ErrorState message="Die Tabelle konnte nicht geladen werden." onRetry={() => void season.refetch()} />
    );
  }
  const { placement } = season.data;
  if (!placement) {
    return (
      <EmptyState icon={ListOrdered} title="Diese Mannschaft ist in dieser Saison keiner Gruppe zugeteilt." />
    );
  }
  return <GroupTable teamId={teamId} season={season.data.season} placement={placement} />;
}

function GroupTable({
  teamId,
  season,
  placement,
}: {
  teamId: string;
  season: number;
  placement: TeamPlacementView;
}) {
  const table = useQuery(leagueTableQueryOptions({ ...placement, season }));
  if (table.isPending) return <Skeleton className="h-72" />;
  if (table.isError) {
    return (
      <ErrorState
        message={`Die Tabelle konnte nicht geladen werden. ${loadErrorDetail(table.error)}`}
        onRetry={() => void table.refetch()}
      />
    );
  }
  const ranking = new URLSearchParams({
    tab: "tabelle",
    kanton: placement.canton,
    liga: placement.league,
    gruppe: placement.group,
  });
  return (
    <div className="flex flex-col gap-3">
      <LeagueTable table={table.data} isStale={table.isPlaceholderData} markedTeamId={teamId} />
      <Link
        to={`/ranking?${ranking.toString()}`}
        className="self-start rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Zur Rangliste mit Torschützen und Fairplay
      </Link>
    </div>
  );
}
