import { useQuery } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { useId } from "react";
import type { ClubTeamFixtures } from "#shared/clubs/types.ts";
import { Card } from "../../ui/card.tsx";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { useFollowMatches } from "../live/use-follow-matches.ts";
import { clubFixturesQueryOptions } from "../matches/api.ts";
import { MatchFixtureRow } from "../matches/match-fixture-row.tsx";

/**
 * Each team's next match (the one being played first) and its last, as links to the match
 * pages; the stream keeps them current while the page is open.
 */
export function ClubFixtures({ clubId }: { clubId: string }) {
  const options = clubFixturesQueryOptions(clubId);
  const fixtures = useQuery(options);
  useFollowMatches(
    fixtures.data?.flatMap((t) => [t.next, t.last]).filter((m) => m !== null),
    options.queryKey,
  );
  const headingId = useId();
  const teams = fixtures.data?.filter((t) => t.next || t.last) ?? [];
  if (fixtures.isSuccess && teams.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6 flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        Nächste und letzte Spiele
      </h2>
      {fixtures.isPending ? (
        <Skeleton className="h-40" />
      ) : fixtures.isError ? (
        <ErrorState
          message="Die Spiele konnten nicht geladen werden."
          onRetry={() => void fixtures.refetch()}
          isRetrying={fixtures.isFetching}
        />
      ) : (
        <ul className="grid grid-cols-1 items-start gap-3 md:grid-cols-2">
          {teams.map((team) => (
            <li key={team.teamId}>
              <TeamFixturesCard team={team} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamFixturesCard({ team }: { team: ClubTeamFixtures }) {
  const headingId = useId();
  return (
    <Card asChild className="flex flex-col gap-2 p-3 sm:p-4">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="flex flex-wrap items-baseline justify-between gap-x-2">
          {/* The team cards below link to the team pages. */}
          <span className="font-bold text-gray-900">{team.teamName}</span>
          <span className="text-xs font-medium text-gray-600">{team.league}</span>
        </h3>
        <dl className="flex flex-col gap-2">
          {team.next ? (
            <div className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
                {team.next.status === "live" ? "Läuft" : "Nächstes Spiel"}
              </dt>
              <dd>
                <MatchFixtureRow match={team.next} teamId={team.teamId} />
              </dd>
            </div>
          ) : null}
          {team.last ? (
            <div className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Letztes Spiel</dt>
              <dd>
                <MatchFixtureRow match={team.last} teamId={team.teamId} />
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </Card>
  );
}
