import { useQuery } from "@tanstack/react-query";
import { ListOrdered } from "lucide-react";
import { useSearchParams } from "react-router";
import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { formatTeamCount } from "#shared/format.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Card } from "../../ui/card.tsx";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { leagueTableQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { LeagueTable } from "./league-table.tsx";
import { isCanton, isLeague, mostPopulated, tableChoiceOf } from "./ranking-params.ts";
import { SeasonField, useSeasonParam } from "./season-filter.tsx";

/**
 * The 'Tabelle' tab: canton and league selectors (all 26 cantons, every league) and the table.
 * The choice lives in the URL (?kanton=&liga=); without one, the league with the most results.
 */
export function LeagueTableTab() {
  const [params, setParams] = useSearchParams();
  const leaguesQuery = useQuery(rankingLeaguesQueryOptions);
  const [season, setSeason] = useSeasonParam();
  const leagues = leaguesQuery.data?.leagues ?? [];

  const { canton, league, hasChoice } = tableChoiceOf(params, leagues);
  // Until the list of leagues is known there is no sensible default to show.
  const isWaitingForDefault = !hasChoice && leaguesQuery.isPending;

  const choose = (next: { canton: Canton; league: League }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", "tabelle");
        updated.set("kanton", next.canton);
        updated.set("liga", next.league);
        return updated;
      },
      { replace: true },
    );

  const teamCountIn = (c: Canton, l: League) =>
    leagues.find((entry) => entry.canton === c && entry.league === l)?.teamCount ?? 0;

  const onCantonChange = (value: string) => {
    if (!isCanton(value)) return;
    // Keep the league when the new canton has teams in it; otherwise its busiest league.
    const keep = teamCountIn(value, league) > 0;
    const best = mostPopulated(leagues.filter((entry) => entry.canton === value));
    choose({ canton: value, league: keep || !best ? league : best.league });
  };

  const onLeagueChange = (value: string) => {
    if (isLeague(value)) choose({ canton, league: value });
  };

  const teamsInCanton = (c: Canton) =>
    leagues.reduce((sum, entry) => (entry.canton === c ? sum + entry.teamCount : sum), 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <Field label="Kanton">
          <NativeSelect
            value={canton}
            onChange={(event) => onCantonChange(event.target.value)}
            disabled={isWaitingForDefault}
            options={CANTONS.map((c) => {
              const count = teamsInCanton(c);
              return { value: c, label: count > 0 ? `${c} (${formatTeamCount(count)})` : c };
            })}
          />
        </Field>
        <Field label="Liga">
          <NativeSelect
            value={league}
            onChange={(event) => onLeagueChange(event.target.value)}
            disabled={isWaitingForDefault}
            options={LEAGUES.map((l) => {
              const count = teamCountIn(canton, l);
              return { value: l, label: count > 0 ? `${l} (${formatTeamCount(count)})` : l };
            })}
          />
        </Field>
        <SeasonField season={season} onChange={setSeason} />
      </div>
      {isWaitingForDefault ? (
        <TableSkeleton />
      ) : (
        <TableView canton={canton} league={league} season={season} />
      )}
    </div>
  );
}

function TableView({ canton, league, season }: { canton: Canton; league: League; season: number }) {
  const query = useQuery(leagueTableQueryOptions(canton, league, season));
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={"Die Tabelle konnte nicht geladen werden."}
        message={loadErrorDetail(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  // While another league loads, the previous table stays (dimmed) instead of jumping.
  const isStale = query.isPlaceholderData;
  if (query.data.rows.length === 0 && !isStale) {
    return (
      <EmptyState
        icon={ListOrdered}
        title="Keine Mannschaften in dieser Liga."
        description="Wähle einen anderen Kanton oder eine andere Liga."
      />
    );
  }
  return (
    <LeagueTable
      canton={query.data.canton}
      league={query.data.league}
      rows={query.data.rows}
      isStale={isStale}
    />
  );
}

function TableSkeleton() {
  return (
    <Card role="status" aria-label="Tabelle wird geladen" className="p-4 sm:p-5">
      <Skeleton className="mb-4 h-5 w-48" />
      <div className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </Card>
  );
}
