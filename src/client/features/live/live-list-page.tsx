import { useQuery } from "@tanstack/react-query";
import { ChevronDown, ChevronRight, ChevronUp, MapPin, Radio, Users } from "lucide-react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Link } from "react-router";
import { matchPath } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { useFocusKeptWhenGone } from "../../ui/use-focus-kept-when-gone.ts";
import { useSeenOnce } from "../../ui/use-seen-once.ts";
import {
  liveMatchesQueryOptions,
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
} from "../matches/api.ts";
import { MatchEventList } from "../matches/match-event-list.tsx";
import { MatchTeamBlock, scoreLabel } from "../matches/match-teams.tsx";
import { LineupDialog } from "./dialogs-on-demand.tsx";
import { offersLineup } from "./lineup-offer.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";
import { LiveListAnnouncer } from "./live-list-announcer.tsx";
import { SpokenLiveMinute } from "./live-minute.tsx";
import { useLiveStream } from "./use-live-stream.ts";
import { usePlayerPopup } from "./use-player-popup.tsx";

/** /live-ticker: every match being played now, updated as it happens (public-and-accounts §2). */
export function Component() {
  const live = useQuery(liveMatchesQueryOptions);
  usePageTitle("Live-Ticker");
  // One stream for the page: all live matches, so a match that kicks off appears too.
  useLiveStream({ all: true });
  const page = useRef<HTMLDivElement>(null);

  return (
    <Container ref={page} className="pb-12">
      <PageHeader title="Live-Ticker" description="Alle Spiele, die gerade laufen." />
      <LiveListAnnouncer matches={live.data} />
      {live.isPending ? (
        <LoadingState label="Live-Spiele werden geladen…" />
      ) : live.isError ? (
        <ErrorState
          message="Die Live-Spiele konnten nicht geladen werden."
          onRetry={() => live.refetch()}
          isRetrying={live.isFetching}
        />
      ) : live.data.length === 0 ? (
        <EmptyState
          icon={Radio}
          title="Aktuell gibt es keine Live-Spiele"
          action={
            <Button asChild variant="outline">
              <Link to="/spielplan">Zum Spielplan</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Live-Spiele">
          {live.data.map((match) => (
            <LiveListItem key={match.id} page={page}>
              <LiveMatchCard match={match} />
            </LiveListItem>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** A card's place in the list: a match that ends leaves it, and the focus in it stays on the page. */
function LiveListItem({ page, children }: { page: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const item = useFocusKeptWhenGone<HTMLLIElement>(page);
  return <li ref={item}>{children}</li>;
}

export function LiveMatchCard({ match }: { match: MatchSummary }) {
  const [isExpanded, setExpanded] = useState(false);
  const [isLineupOpen, setLineupOpen] = useState(false);
  // «Aufstellung» needs two reads per match: only for a card someone may look at, not for all
  // thirty of a Sunday at opening (#30: what every fan sends).
  const card = useRef<HTMLDivElement>(null);
  const isSeen = useSeenOnce(card);
  const lineups = useQuery({ ...matchLineupsQueryOptions(match.id), enabled: isSeen });
  const startingLineups = useQuery({ ...startingLineupsQueryOptions(match.id), enabled: isSeen });
  const events = useQuery({ ...matchEventsQueryOptions(match.id), enabled: isExpanded });
  const popup = usePlayerPopup(lineups.data);
  const detailsId = `live-details-${match.id}`;

  return (
    <Card ref={card} className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5">
        <Badge variant="live" />
        <span className="text-lg font-extrabold tabular-nums text-live-dark">
          <SpokenLiveMinute match={match} />
        </span>
      </div>
      <div className="flex items-start gap-2 p-4">
        <MatchTeamBlock team={match.homeTeam} />
        <span
          role="img"
          aria-label={scoreLabel(match)}
          className="shrink-0 pt-3 text-3xl font-extrabold tabular-nums text-gray-900"
        >
          {match.homeScore ?? 0} : {match.awayScore ?? 0}
        </span>
        <MatchTeamBlock team={match.awayTeam} />
      </div>
      {match.stadium ? (
        <p className="flex items-center justify-center gap-1 px-4 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4" /> {match.stadium}
        </p>
      ) : null}
      {/* «Aufstellung» comes with the line-ups, read after the page. It must not wrap the buttons
          onto a second row when it arrives, or every card grows and the page jumps. So the
          buttons are measured against the card (a container query), not the window: in a
          narrow card «Aufstellung» shows its icon only (its name stays), and in a card too
          narrow even for that the link to the ticker has its own row from the start. */}
      <div className="@container mt-4 border-t border-gray-100 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          {/* Both open with the page's code only: without scripts they are not offered. */}
          <Button
            variant="ghost"
            size="sm"
            className="unscripted:hidden"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={isExpanded}
            aria-controls={detailsId}
          >
            {isExpanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {isExpanded ? "Verbergen" : "Details anzeigen"}
          </Button>
          {offersLineup(lineups.data, startingLineups.data) ? (
            <Button
              variant="outline"
              size="sm"
              className="unscripted:hidden"
              onClick={() => setLineupOpen(true)}
              title="Aufstellung"
            >
              <Users aria-hidden="true" />
              <span className="@max-[32rem]:sr-only">Aufstellung</span>
            </Button>
          ) : null}
          <Button asChild size="sm" className="ml-auto @max-[26rem]:w-full">
            <Link to={matchPath(match.id)}>
              Zum Live-Ticker
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      {isExpanded ? (
        <div id={detailsId} className="border-t border-gray-100 px-4 pb-2">
          {events.isPending ? (
            <LoadingState label="Ereignisse werden geladen…" className="py-6" />
          ) : (
            <MatchEventList
              events={events.data ?? []}
              match={match}
              isNewestFirst
              onPlayerClick={lineups.data ? popup.openById : undefined}
            />
          )}
        </div>
      ) : null}
      {lineups.data && startingLineups.data ? (
        <LineupDialog
          squads={lineups.data}
          lineups={startingLineups.data}
          status={match.status}
          open={isLineupOpen}
          onOpenChange={setLineupOpen}
          onPlayerClick={popup.open}
        />
      ) : null}
      {popup.popup}
    </Card>
  );
}
