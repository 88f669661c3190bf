import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import { CalendarDays, Clock, FileText, Heart, MapPin } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link, type To, useSearchParams } from "react-router";
import { formatLongDate, formatTime } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import {
  EMPTY_SCHEDULE_FILTER,
  parseScheduleAddress,
  type ScheduleFilter,
  type ScheduleListQuery,
  type ScheduleTab,
  scheduleAddress,
  scheduleDaysText,
  scheduleListQuery,
} from "#shared/matches/schedule-filter.ts";
import type { MatchPageResponse, MatchSummary } from "#shared/matches/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useAddressChoice } from "../../lib/address-choice.ts";
import { cursorAddress, cursorOf } from "../../lib/address-cursor.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { ListStartLink } from "../../ui/list-start-link.tsx";
import { LiveMessage, useResultMessage } from "../../ui/live-message.tsx";
import { MorePages } from "../../ui/more-pages.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { useFavorites } from "../favorites/use-favorites.ts";
import { useLiveStream } from "../live/use-live-stream.ts";
import { scheduleQueryOptions } from "./api.ts";
import { MatchScore } from "./match-score.tsx";
import { hasResult, MatchPageLink, MatchTeamBlock } from "./match-teams.tsx";
import { ScheduleFilters } from "./schedule-filters.tsx";
import { ScheduleLive } from "./schedule-live.tsx";
import { StadiumImage } from "./stadium-image.tsx";

/**
 * /spielplan: «Live» on top while matches are played, then 'Kommende Spiele' (default) and
 * 'Vergangene Spiele' (public-and-accounts §2); the tab and the filters are kept in the address.
 */
export function Component() {
  // The fields show the last choice until the address does (address-choice.ts); the lists
  // follow the address.
  const {
    shown,
    inAddress: filter,
    change: show,
  } = useAddressChoice(parseScheduleAddress, (f) => scheduleAddress(f).split("?")[1] ?? "");
  const { query, noFavorites } = useScheduleQuery(filter);
  // A later page of the tab in the address (its link stands in for «Weitere Spiele laden»
  // without scripts); a new filter or tab starts again at the top (scheduleAddress has none).
  const [params] = useSearchParams();
  const after = cursorOf(params);
  const tabAddress = (tab: ScheduleTab, cursor: string | null): To =>
    cursorAddress(new URLSearchParams(scheduleAddress({ ...filter, tab }).split("?")[1]), cursor);
  usePageTitle("Spielplan");
  // One stream for the page: every change of a live match, and a kickoff that brings one in.
  useLiveStream({ all: true });
  const page = useRef<HTMLDivElement>(null);
  return (
    <Container ref={page} className="pb-12">
      <PageHeader title="Spielplan" description="Alle Spiele der Vereine auf Tschutti." />
      <ScheduleFilters filter={shown} onChange={show} />
      {query ? <ScheduleLive query={query} page={page} /> : null}
      <Tabs
        value={shown.tab}
        onValueChange={(value) => show({ tab: value === "past" ? "past" : "upcoming" })}
      >
        <TabsList aria-label="Spielplan">
          <TabsTrigger value="upcoming" href={scheduleAddress({ ...shown, tab: "upcoming" })}>
            Kommende Spiele
          </TabsTrigger>
          <TabsTrigger value="past" href={scheduleAddress({ ...shown, tab: "past" })}>
            Vergangene Spiele
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <MatchGrid
            scope="upcoming"
            filter={filter}
            query={query}
            noFavorites={noFavorites}
            after={filter.tab === "upcoming" ? after : null}
            addressOf={(cursor) => tabAddress("upcoming", cursor)}
          />
        </TabsContent>
        <TabsContent value="past">
          <MatchGrid
            scope="past"
            filter={filter}
            query={query}
            noFavorites={noFavorites}
            after={filter.tab === "past" ? after : null}
            addressOf={(cursor) => tabAddress("past", cursor)}
          />
        </TabsContent>
      </Tabs>
    </Container>
  );
}

/**
 * The list query of the filter; null while «Meine Favoriten» waits for the favourites (the
 * browser's are read after hydrating, a signed-in fan's come from the server). `noFavorites`:
 * «Meine Favoriten» of someone who follows no team yet, whose empty list says why.
 */
function useScheduleQuery(filter: ScheduleFilter): {
  query: ScheduleListQuery | null;
  noFavorites: boolean;
} {
  const isHydrated = useHydrated();
  const { favorites, isLoading } = useFavorites();
  if (!filter.mine) return { query: scheduleListQuery(filter, null), noFavorites: false };
  if (!isHydrated || isLoading) return { query: null, noFavorites: false };
  return {
    query: scheduleListQuery(
      filter,
      favorites.map((f) => f.id),
    ),
    noFavorites: favorites.length === 0,
  };
}

function MatchGrid({
  scope,
  filter,
  query,
  noFavorites,
  after,
  addressOf,
}: {
  scope: "upcoming" | "past";
  /** The filter in the address, which the list shows. */
  filter: ScheduleFilter;
  query: ScheduleListQuery | null;
  noFavorites: boolean;
  /** Where the list starts: an address's cursor, or null for its top. */
  after: string | null;
  /** The tab's address starting at a cursor (null: at its top). */
  addressOf: (cursor: string | null) => To;
}) {
  const list = useInfiniteQuery({
    ...scheduleQueryOptions(scope, query ?? scheduleListQuery(EMPTY_SCHEDULE_FILTER, null), after),
    enabled: query !== null,
  });
  // A filter's change replaces the list (a skeleton, then the cards or «Keine … gefunden»): a
  // screen reader hears what it found from a region that stays. A later page is no new filter.
  const said = useResultMessage(
    query ? JSON.stringify(query) : null,
    list.data
      ? foundText(
          scope,
          list.data.pages.reduce((sum, page) => sum + page.matches.length, 0),
          list.hasNextPage,
          noFavorites,
        )
      : null,
  );
  return (
    <>
      <LiveMessage said={said} />
      <MatchList
        scope={scope}
        days={scheduleDaysText(filter)}
        query={query}
        noFavorites={noFavorites}
        list={list}
        after={after}
        addressOf={addressOf}
      />
    </>
  );
}

const NO_FAVORITES = "Du folgst noch keinem Team.";

/** What a filter found: «Keine kommenden Spiele gefunden.», «2 vergangene Spiele gefunden.» */
function foundText(
  scope: "upcoming" | "past",
  count: number,
  hasMore: boolean,
  noFavorites: boolean,
): string {
  const upcoming = scope === "upcoming";
  // As the empty list says it (MatchList): no team followed, rather than no match found.
  if (count === 0 && noFavorites) return NO_FAVORITES;
  if (count === 0)
    return upcoming ? "Keine kommenden Spiele gefunden." : "Keine vergangenen Spiele gefunden.";
  const matches =
    count === 1
      ? `1 ${upcoming ? "kommendes" : "vergangenes"} Spiel`
      : `${count} ${upcoming ? "kommende" : "vergangene"} Spiele`;
  return hasMore ? `${matches} gefunden, weitere mit «Weitere Spiele laden».` : `${matches} gefunden.`;
}

function MatchList({
  scope,
  days,
  query,
  noFavorites,
  list,
  after,
  addressOf,
}: {
  scope: "upcoming" | "past";
  /** The days the filter looks at («Am Samstag, 12. Dezember 2026»), null for any day. */
  days: string | null;
  query: ScheduleListQuery | null;
  /** «Meine Favoriten» without a favourite: the empty list says how to follow a team. */
  noFavorites: boolean;
  list: UseInfiniteQueryResult<InfiniteData<MatchPageResponse>>;
  after: string | null;
  addressOf: (cursor: string | null) => To;
}) {
  if (list.isPending) {
    return (
      <>
        {query === null ? (
          // «Meine Favoriten» are read by the browser's scripts: without them the list would wait
          // for good (a bookmarked address with ?meine=1).
          <p className="hidden rounded-lg bg-gray-100 px-4 py-3 text-sm text-gray-800 unscripted:block">
            Deine Favoriten liest Tschutti mit JavaScript aus diesem Browser.{" "}
            <a href="/spielplan" className="font-semibold text-brand-700 underline">
              Alle Spiele anzeigen
            </a>
          </p>
        ) : null}
        <div
          className={cn(
            "grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3",
            query === null && "unscripted:hidden",
          )}
          role="status"
          aria-label="Lade Spiele..."
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      </>
    );
  }
  if (list.isError && list.data === undefined) {
    return (
      <ErrorState
        message="Die Spiele konnten nicht geladen werden."
        onRetry={() => list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  }
  const matches = list.data.pages.flatMap((page) => page.matches);
  const nextCursor = list.data.pages.at(-1)?.nextCursor ?? null;
  // Also above an empty later page (a cursor past the list's end): the way back.
  const startLink = after ? <ListStartLink to={addressOf(null)}>Zum Anfang der Liste</ListStartLink> : null;
  if (matches.length === 0 && noFavorites) {
    return (
      <EmptyState
        icon={Heart}
        title={NO_FAVORITES}
        description="Markiere Teams mit dem Herz, um hier ihre Spiele zu sehen."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/vereine">Vereine entdecken</Link>
          </Button>
        }
      />
    );
  }
  if (matches.length === 0) {
    return (
      <>
        {startLink}
        <EmptyState
          icon={CalendarDays}
          title={
            scope === "upcoming" ? "Keine kommenden Spiele gefunden." : "Keine vergangenen Spiele gefunden."
          }
          description={days ? `${days}.` : undefined}
        />
      </>
    );
  }
  return (
    <>
      {startLink}
      <ul
        className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label={scope === "upcoming" ? "Kommende Spiele" : "Vergangene Spiele"}
      >
        {matches.map((match) => (
          <li key={match.id} className="min-w-0">
            {scope === "upcoming" ? <UpcomingCard match={match} /> : <PastCard match={match} />}
          </li>
        ))}
      </ul>
      <MorePages
        query={list}
        href={nextCursor ? addressOf(nextCursor) : null}
        sizeOf={(page) => page.matches.length}
        texts={{
          more: "Weitere Spiele laden",
          loading: "Lade weitere Spiele...",
          failed: "Weitere Spiele konnten nicht geladen werden. Bitte versuche es erneut.",
          noun: "Spiele",
        }}
      />
    </>
  );
}

function Teams({ match, middle }: { match: MatchSummary; middle: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <MatchTeamBlock team={match.homeTeam} />
      <div className="flex shrink-0 flex-col items-center justify-center pt-3">{middle}</div>
      <MatchTeamBlock team={match.awayTeam} />
    </div>
  );
}

/** The stamp of a match that will not be played as set: 'ABGESAGT' or 'VERSCHOBEN'. */
function offLabel(match: MatchSummary): string | null {
  if (match.status === "cancelled") return "ABGESAGT";
  if (match.status === "postponed") return "VERSCHOBEN";
  return null;
}

function UpcomingCard({ match }: { match: MatchSummary }) {
  const off = offLabel(match);
  const isCancelled = off !== null;
  return (
    <Card className="flex h-full flex-col">
      {/* A real stadium picture only: the same drawn pitch on every card said nothing and made
          the list three times as long on a phone. A cancelled or postponed match keeps its banner. */}
      {match.stadiumImageUrl || isCancelled ? (
        <StadiumImage src={match.stadiumImageUrl}>
          {isCancelled ? (
            <div className="absolute inset-0 flex items-center justify-center bg-gray-950/60">
              <span className="-rotate-6 rounded-md border-2 border-white bg-red-700 px-4 py-1 text-lg font-extrabold tracking-widest text-white">
                {off}
              </span>
            </div>
          ) : null}
        </StadiumImage>
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-4">
        <Teams
          match={match}
          middle={
            <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-extrabold text-white">
              VS
            </span>
          }
        />
        <div className="mt-auto flex flex-col gap-1.5 border-t border-gray-100 pt-3 text-sm text-gray-700">
          <p className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-gray-500" />
            <time dateTime={match.matchDate}>{formatLongDate(match.matchDate)}</time>
          </p>
          {isCancelled ? null : (
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-gray-500" />
              {formatTime(match.matchDate) || "00:00"} Uhr
            </p>
          )}
          {match.stadium ? (
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-gray-500" />
              {match.stadium}
            </p>
          ) : null}
          {isCancelled ? (
            <div className="mt-1 rounded-lg bg-red-50 px-3 py-2 text-red-900">
              <p className="font-extrabold tracking-wide">SPIEL {off}</p>
              {match.cancellationReason ? <p>{match.cancellationReason}</p> : null}
            </div>
          ) : null}
          <MatchPageLink match={match} className="mt-1 gap-1 self-start" />
        </div>
      </div>
    </Card>
  );
}

function PastCard({ match }: { match: MatchSummary }) {
  const off = offLabel(match);
  const isCancelled = off !== null;
  return (
    <Card className="flex h-full flex-col p-4">
      <p className="mb-3 flex items-center gap-2 text-sm text-gray-600">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={match.matchDate}>{formatLongDate(match.matchDate)}</time>
      </p>
      <Teams
        match={match}
        middle={
          isCancelled ? (
            <span className="rounded-md bg-red-100 px-2 py-1 text-sm font-extrabold text-red-800">{off}</span>
          ) : hasResult(match) ? (
            <MatchScore match={match} className="text-2xl" />
          ) : (
            <span className="text-center text-sm font-semibold text-gray-600">Ergebnis folgt</span>
          )
        }
      />
      {isCancelled && match.cancellationReason ? (
        <p className="mt-3 text-sm text-red-800">Grund: {match.cancellationReason}</p>
      ) : null}
      <div className="mt-auto pt-4">
        <Button asChild variant="outline" className="w-full">
          <Link to={matchPath(match.id)}>
            <FileText aria-hidden="true" />
            Spielbericht anzeigen
          </Link>
        </Button>
      </div>
    </Card>
  );
}
