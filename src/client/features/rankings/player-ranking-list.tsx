import { useQuery } from "@tanstack/react-query";
import { Goal, RectangleVertical } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CANTONS, LEAGUES } from "#shared/constants.ts";
import { teamLogoSrc } from "#shared/matches/team-logo.ts";
import { playerRankingEmptyHint, playerRankingScopeText } from "#shared/rankings/player-ranking-scope.ts";
import { sharedPlaceText } from "#shared/rankings/ranking-cut.ts";
import { type PlayerRankingKind, type RankedPlayer, teamLabel } from "#shared/rankings/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Avatar, TeamLogo } from "../../ui/avatar.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { FilterForm } from "../../ui/filter-form.tsx";
import { Field } from "../../ui/input.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { type PlayerRankingFilter, playerRankingQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { type CardColour, CardSymbol } from "./card-symbol.tsx";
import { playerRankingFilterOf } from "./ranking-params.ts";
import { SeasonField, useSeasonParam } from "./season-filter.tsx";

const TEXT = {
  scorers: {
    title: "Top 10 Torschützen",
    description: "Wer gleich viele Tore hat wie der Zehnte, steht auch in der Liste.",
    empty: "Keine Tore für diese Auswahl.",
    error: "Die Torschützenliste konnte nicht geladen werden.",
  },
  cards: {
    title: "Top 10 Karten",
    description:
      "Zuerst nach Platzverweisen (Rot, Gelb-Rot), dann nach gelben Karten. Wer gleichauf mit dem Zehnten liegt, steht auch in der Liste.",
    empty: "Keine Karten für diese Auswahl.",
    error: "Die Kartenliste konnte nicht geladen werden.",
  },
} as const;

/**
 * Scorers or cards with the table's selectors: season, canton, league and group (canton,
 * league and group optional: ?kanton=, ?liga=, ?gruppe=, shared with the table). A group is
 * chosen within one canton's league; changing either of them shows all its groups again.
 */
export function PlayerRankingList({ kind }: { kind: PlayerRankingKind }) {
  const [params, setParams] = useSearchParams();
  const [season, setSeason] = useSeasonParam();
  const { canton, league, group } = playerRankingFilterOf(params);
  const leaguesQuery = useQuery(rankingLeaguesQueryOptions(season));
  const groups =
    canton && league
      ? (leaguesQuery.data?.leagues.find((e) => e.canton === canton && e.league === league)?.groups ?? [])
      : [];
  const setParam = (key: "kanton" | "liga" | "gruppe", value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(key, value);
        else updated.delete(key);
        // Another canton or league has other groups.
        if (key !== "gruppe") updated.delete("gruppe");
        return updated;
      },
      { replace: true },
    );
  // A group named in the address that the league does not have (another season) is still
  // offered, so the select shows what the list is filtered by.
  // Such a group (a form sent without scripts after another canton was chosen keeps the old one)
  // lists nobody: an empty list says why rather than «Keine Tore».
  const groupsKnown = leaguesQuery.isSuccess && !leaguesQuery.isPlaceholderData;
  const missingGroup =
    canton && league && group && groupsKnown && groups.length > 0 && !groups.some((g) => g.name === group)
      ? `In dieser Saison hat die Liga «${league}» im Kanton ${canton} keine «${group}». Wähle eine Gruppe aus der Liste oder «Alle Gruppen».`
      : null;
  const groupOptions = [
    { value: "", label: "Alle Gruppen" },
    ...groups.map((g) => ({ value: g.name, label: `${g.name} (${g.teamCount})` })),
    ...(group && !groups.some((g) => g.name === group) ? [{ value: group, label: group }] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <FilterForm
        keep={{ tab: params.get("tab") }}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:max-w-4xl"
      >
        <SeasonField season={season} onChange={setSeason} />
        <Field label="Kanton">
          <NativeSelect
            name="kanton"
            value={canton ?? ""}
            onChange={(event) => setParam("kanton", event.target.value)}
            options={[{ value: "", label: "Alle Kantone" }, ...CANTONS]}
          />
        </Field>
        <Field label="Liga">
          <NativeSelect
            name="liga"
            value={league ?? ""}
            onChange={(event) => setParam("liga", event.target.value)}
            options={[{ value: "", label: "Alle Ligen" }, ...LEAGUES]}
          />
        </Field>
        <Field label="Gruppe">
          <NativeSelect
            name="gruppe"
            value={group ?? ""}
            onChange={(event) => setParam("gruppe", event.target.value)}
            disabled={groupOptions.length < 3 && !group}
            options={groupOptions}
          />
        </Field>
      </FilterForm>
      <RankingResult kind={kind} filter={{ canton, league, group, season }} missingGroup={missingGroup} />
    </div>
  );
}

/** `missingGroup`: why the list is empty when the address names a group the league lacks. */
function RankingResult({
  kind,
  filter,
  missingGroup,
}: {
  kind: PlayerRankingKind;
  filter: PlayerRankingFilter;
  missingGroup: string | null;
}) {
  const query = useQuery(playerRankingQueryOptions(kind, filter));
  const text = TEXT[kind];

  if (query.isPending) return <RankingSkeleton label={text.title} />;
  if (query.isError) {
    return (
      <ErrorState
        title={text.error}
        message={loadErrorDetail(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { players, sharedPlace } = query.data;
  if (players.length === 0 && !sharedPlace) {
    return (
      <EmptyState
        icon={kind === "scorers" ? Goal : RectangleVertical}
        title={text.empty}
        description={missingGroup ?? playerRankingEmptyHint(kind, filter)}
      />
    );
  }
  return (
    <Card className={cn(query.isPlaceholderData && "opacity-60 transition-opacity")}>
      <CardHeader>
        <CardTitle as="h2">{text.title}</CardTitle>
        <CardDescription>
          {text.description} {playerRankingScopeText(filter)}
        </CardDescription>
      </CardHeader>
      <ol aria-label={text.title} className="divide-y divide-gray-100">
        {players.map((player, index) => (
          <RankingRow
            // A player who played for two teams of the list's scope has a row for each.
            key={`${player.playerId}:${player.teamId}`}
            player={player}
            kind={kind}
            // Tied players share the rank; a screen reader hears that it is shared.
            isTieContinued={index > 0 && players[index - 1]?.rank === player.rank}
          />
        ))}
      </ol>
      {sharedPlace ? (
        <p className="border-t border-gray-100 px-4 py-3 text-sm text-gray-700 sm:px-5">
          {sharedPlaceText(sharedPlace)}
        </p>
      ) : null}
    </Card>
  );
}

function RankingRow({
  player,
  kind,
  isTieContinued,
}: {
  player: RankedPlayer;
  kind: PlayerRankingKind;
  isTieContinued: boolean;
}) {
  const name = `${player.firstName} ${player.lastName}`;
  return (
    // The whole row leads to the player (the name's link stretched over it): the name alone was a
    // line of 22 px under a thumb.
    <li className="relative flex items-center gap-2.5 px-4 py-3 sm:gap-4 sm:px-5">
      <span
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums sm:size-8",
          player.rank === 1 ? "bg-accent text-accent-foreground" : "bg-gray-100 text-gray-700",
        )}
      >
        <span className="sr-only">{isTieContinued ? "ebenfalls Rang " : "Rang "}</span>
        {player.rank}.
      </span>
      {/* On a phone the name and the team («SV Limmatau 1. Mannschaft», its ordinal kept with its
          word) need the avatar's width beside three card counts; the name says who it is. */}
      <Avatar name={name} src={player.playerImageUrl} size="md" decorative className="max-sm:hidden" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={`/players/${player.playerId}`}
          className={cn(
            "line-clamp-2 rounded font-semibold leading-snug text-gray-900 after:absolute after:inset-0 hover:text-brand-700 hover:underline",
            focusRing,
          )}
        >
          {name}
        </Link>
        <span className="flex min-w-0 items-start gap-1.5 text-sm leading-snug text-gray-600">
          <TeamLogo
            name={player.clubName || player.teamName}
            src={teamLogoSrc(player)}
            size="xs"
            decorative
          />
          <span className="min-w-0 wrap-anywhere">
            <KeptTogether text={teamLabel(player.teamName, player.clubName)} />
          </span>
        </span>
      </div>
      {kind === "scorers" ? (
        <Figure value={player.goals} label={player.goals === 1 ? "Tor" : "Tore"} />
      ) : (
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <CardCount colour="red" value={player.redCards} label="Rote Karten" />
          <CardCount colour="yellowRed" value={player.yellowRedCards} label="Gelb-Rote Karten" />
          <CardCount colour="yellow" value={player.yellowCards} label="Gelbe Karten" />
        </div>
      )}
    </li>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <span className="flex w-12 shrink-0 flex-col items-end">
      <span className="text-xl font-extrabold tabular-nums text-gray-900">{value}</span>
      <span className="text-xs text-gray-600">{label}</span>
    </span>
  );
}

function CardCount({ colour, value, label }: { colour: CardColour; value: number; label: string }) {
  return (
    <span className="flex items-center gap-1 sm:gap-1.5" title={label}>
      <CardSymbol colour={colour} className={value === 0 ? "opacity-30" : undefined} />
      <span
        className={cn(
          "w-4 text-lg font-bold tabular-nums sm:w-5",
          value === 0 ? "text-gray-500" : "text-gray-900",
        )}
      >
        <span className="sr-only">{label}: </span>
        {value}
      </span>
    </span>
  );
}

function RankingSkeleton({ label }: { label: string }) {
  return (
    <Card role="status" aria-label={`${label} werden geladen`}>
      <div className="flex flex-col gap-2 p-4 sm:p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={i} className="flex items-center gap-3 border-t border-gray-100 px-4 py-3 sm:px-5">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="size-10 rounded-full max-sm:hidden" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-6 w-8" />
        </div>
      ))}
    </Card>
  );
}
