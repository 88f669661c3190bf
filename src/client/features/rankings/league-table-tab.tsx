import { useQuery } from "@tanstack/react-query";
import { ListOrdered } from "lucide-react";
import { useSearchParams } from "react-router";
import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Card } from "../../ui/card.tsx";
import { FilterForm } from "../../ui/filter-form.tsx";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { leagueTableQueryOptions, rankingLeaguesQueryOptions, type TableChoice } from "./api.ts";
import { FairPlayTable } from "./fair-play-table.tsx";
import { LeagueTable } from "./league-table.tsx";
import { isCanton, isLeague, mostPopulated, shownTableOf } from "./ranking-params.ts";
import { SeasonField, useSeasonParam } from "./season-filter.tsx";

/**
 * The 'Tabelle' and 'Fairplay' tabs: season, canton, league and group selectors and the table
 * of that group. The choice lives in the address (?saison=&kanton=&liga=&gruppe=); without one,
 * the league with the most results and its first group.
 */
export function LeagueTableTab({ view }: { view: "table" | "fairplay" }) {
  const [params, setParams] = useSearchParams();
  const [season, setSeason] = useSeasonParam();
  const leaguesQuery = useQuery(rankingLeaguesQueryOptions(season));
  const leagues = leaguesQuery.data?.leagues ?? [];

  // A group the season does not have (after switching the season) falls back to the first one.
  const groupsKnown = leaguesQuery.isSuccess && !leaguesQuery.isPlaceholderData;
  const { canton, league, group, groups, hasChoice } = shownTableOf(params, leagues, groupsKnown);
  const entry = leagues.find((l) => l.canton === canton && l.league === league);
  // Until the list of leagues is known there is no sensible default to show.
  const isWaitingForDefault = !hasChoice && leaguesQuery.isPending;

  // Without a league or group the page takes the canton's busiest league or the league's first
  // group once the season's leagues are known (shownTableOf).
  const choose = (next: { canton: Canton; league: League | null; group: string | null }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", view === "fairplay" ? "fairplay" : "tabelle");
        updated.set("kanton", next.canton);
        if (next.league) updated.set("liga", next.league);
        else updated.delete("liga");
        if (next.group) updated.set("gruppe", next.group);
        else updated.delete("gruppe");
        return updated;
      },
      { replace: true },
    );

  const firstGroupOf = (c: Canton, l: League) =>
    leagues.find((e) => e.canton === c && e.league === l)?.groups[0]?.name ?? null;
  const teamCountIn = (c: Canton, l: League) =>
    leagues.find((e) => e.canton === c && e.league === l)?.teamCount ?? 0;

  const onCantonChange = (value: string) => {
    if (!isCanton(value)) return;
    // While the season's leagues load (another season was just chosen), the list at hand is the
    // season before's: a league chosen from it may have no team in this one.
    if (!groupsKnown) return choose({ canton: value, league: null, group: null });
    // Keep the league when the new canton has teams in it; otherwise its busiest league.
    const keep = teamCountIn(value, league) > 0;
    const best = mostPopulated(leagues.filter((e) => e.canton === value));
    const nextLeague = keep || !best ? league : best.league;
    choose({ canton: value, league: nextLeague, group: firstGroupOf(value, nextLeague) });
  };
  const onLeagueChange = (value: string) => {
    if (isLeague(value))
      choose({ canton, league: value, group: groupsKnown ? firstGroupOf(canton, value) : null });
  };
  const onGroupChange = (value: string) => choose({ canton, league, group: value });

  // The server's count: a team moved between the canton's leagues is one team, not one per league.
  const teamsInCanton = (c: Canton) => leaguesQuery.data?.cantons.find((e) => e.canton === c)?.teamCount ?? 0;

  return (
    <div className="flex flex-col gap-4">
      {/* The numbers in brackets are the teams of each choice. */}
      <FilterForm
        keep={{ tab: params.get("tab") }}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:max-w-4xl"
      >
        <SeasonField season={season} onChange={setSeason} />
        <Field label="Kanton">
          <NativeSelect
            name="kanton"
            value={canton}
            onChange={(event) => onCantonChange(event.target.value)}
            disabled={isWaitingForDefault}
            options={CANTONS.map((c) => {
              const count = teamsInCanton(c);
              return { value: c, label: count > 0 ? `${c} (${count})` : c };
            })}
          />
        </Field>
        <Field label="Liga">
          <NativeSelect
            name="liga"
            value={league}
            onChange={(event) => onLeagueChange(event.target.value)}
            disabled={isWaitingForDefault}
            options={LEAGUES.map((l) => {
              const count = teamCountIn(canton, l);
              return { value: l, label: count > 0 ? `${l} (${count})` : l };
            })}
          />
        </Field>
        <Field label="Gruppe">
          <NativeSelect
            name="gruppe"
            value={group ?? ""}
            onChange={(event) => onGroupChange(event.target.value)}
            disabled={isWaitingForDefault || groups.length < 2}
            options={
              groups.length > 0
                ? (entry?.groups ?? []).map((g) => ({
                    value: g.name,
                    label: `${g.name} (${g.teamCount})`,
                  }))
                : [{ value: group ?? "", label: group ?? "Gruppe 1" }]
            }
          />
        </Field>
      </FilterForm>
      {isWaitingForDefault ? (
        <TableSkeleton />
      ) : (
        <TableView choice={{ canton, league, season, group }} view={view} />
      )}
    </div>
  );
}

function TableView({ choice, view }: { choice: TableChoice; view: "table" | "fairplay" }) {
  const query = useQuery(leagueTableQueryOptions(choice));
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
        description="Wähle eine andere Saison, einen anderen Kanton oder eine andere Liga."
      />
    );
  }
  return view === "fairplay" ? (
    <FairPlayTable table={query.data} isStale={isStale} />
  ) : (
    <LeagueTable table={query.data} isStale={isStale} />
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
