import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CloudOff, MapPin, Users } from "lucide-react";
import { useState } from "react";
import { formatLongDateTime, formatTime } from "#shared/format.ts";
import { clockStateOf, isClockRunning } from "#shared/matches/clock.ts";
import { halfTimeScore, textEventsOf } from "#shared/matches/match-text.ts";
import { isScoredAfterAbort, resultMarkTitle } from "#shared/matches/result-mark.ts";
import { emptyCourseNote } from "#shared/matches/schedule.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { serverOffsetMs } from "../../lib/server-clock.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "../matches/api.ts";
import { AwaitingOfficeNote } from "../matches/awaiting-office-note.tsx";
import { EventAnnouncer } from "../matches/event-announcer.tsx";
import { MatchEventList } from "../matches/match-event-list.tsx";
import { MatchScore } from "../matches/match-score.tsx";
import { fullTeamName, hasResult, MatchTeamBlock } from "../matches/match-teams.tsx";
import { LineupDialog } from "./dialogs-on-demand.tsx";
import { offersLineup } from "./lineup-offer.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";
import { SpokenLiveMinute } from "./live-minute.tsx";
import { StartingLineupsCard } from "./starting-lineups-card.tsx";
import { usePlayerPopup } from "./use-player-popup.tsx";

/** 'Offline – Stand 14:32': the page shows what it had when the connection dropped. */
export function OfflineNotice({ updatedAt }: { updatedAt: number }) {
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      Offline – Stand {formatTime(new Date(updatedAt + serverOffsetMs()))}
    </p>
  );
}

/** The state above the teams; a called-off match has none (MatchTicker shows no line for it). */
function StatusLine({ match }: { match: MatchSummary }) {
  if (match.status === "postponed") return <Badge variant="accent">VERSCHOBEN</Badge>;
  if (match.status === "completed") return <Badge variant="muted">Beendet</Badge>;
  if (match.status === "live") {
    return (
      <span className="flex items-center gap-2">
        {isClockRunning(clockStateOf(match)) ? (
          <Badge variant="live" />
        ) : (
          <Badge variant="warning">PAUSE</Badge>
        )}
        <span className="text-xl font-extrabold tabular-nums text-live-dark">
          <SpokenLiveMinute match={match} />
        </span>
      </span>
    );
  }
  // The date line below says day and time of the kickoff: said here too, it was said twice.
  return <Badge variant="outline">Geplant</Badge>;
}

/**
 * The match as it is played: state and clock, teams, score (with the half-time score once the
 * first half is over), date and venue, 'Spielverlauf' and line-ups. The match page shows it for
 * every state; the live stream keeps its caches current.
 */
export function MatchTicker({ match }: { match: MatchSummary }) {
  const events = useQuery(matchEventsQueryOptions(match.id));
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const startingLineups = useQuery(startingLineupsQueryOptions(match.id));
  const popup = usePlayerPopup(lineups.data);
  const [isLineupOpen, setLineupOpen] = useState(false);
  const isCancelled = match.status === "cancelled";
  const isAbortScored = isScoredAfterAbort(match);

  return (
    <div className="flex flex-col gap-5">
      <Card className="p-4 sm:p-6">
        <h1 className="sr-only">
          {match.status === "live" ? "Live-Ticker: " : ""}
          {fullTeamName(match.homeTeam)} gegen {fullTeamName(match.awayTeam)}
        </h1>
        {/* A called-off match has no state line («ABGESAGT» stands in the score's place): no
            empty row and margin above its teams. */}
        {isCancelled ? null : (
          <div className="mb-4 flex justify-center">
            <StatusLine match={match} />
          </div>
        )}
        <div className="flex items-start gap-2">
          <MatchTeamBlock team={match.homeTeam} size="xl" linksTeam priority />
          <div className="flex shrink-0 flex-col items-center gap-1 pt-5">
            {/* «ABGESAGT» in place of the score (the specification), said there only: the state
                line above said it too. Narrow on a phone, or the names beside it broke inside a
                word («FC Rheinfelde / n-Au»). */}
            {isCancelled ? (
              <span className="rounded-md bg-red-100 px-2 py-1 text-sm font-extrabold text-red-800 sm:px-3 sm:text-lg">
                ABGESAGT
              </span>
            ) : (match.status === "scheduled" || match.status === "postponed") && !hasResult(match) ? (
              <span className="text-2xl font-extrabold text-gray-500">
                <span aria-hidden="true">– : –</span>
                <span className="sr-only">Noch kein Resultat</span>
              </span>
            ) : (
              <MatchScore match={match} className="text-4xl text-gray-900 sm:text-5xl" />
            )}
            {/* A result the league office let stand after an abort has no half time to show. */}
            {isCancelled || isAbortScored ? null : <HalfTimeScore match={match} events={events.data} />}
          </div>
          <MatchTeamBlock team={match.awayTeam} size="xl" linksTeam priority />
        </div>
        {isCancelled && match.cancellationReason ? (
          <p className="mt-4 text-center text-sm font-medium text-red-800">
            Grund: {match.cancellationReason}
          </p>
        ) : null}
        {isAbortScored ? (
          // The office's decision as the Matchtelegramm words it: a forfeit names its side.
          <p className="mt-4 text-center text-sm font-medium text-gray-800">
            {resultMarkTitle(match, fullTeamName(match.homeTeam), fullTeamName(match.awayTeam))}
          </p>
        ) : null}
        {match.status === "postponed" ? (
          <p className="mt-4 text-center text-sm font-medium text-gray-800">
            Das Spiel wird neu angesetzt
            {match.cancellationReason ? `. Grund: ${match.cancellationReason}` : "."}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col items-center gap-1 text-sm text-gray-600">
          <p className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={match.matchDate}>
              <KeptTogether text={formatLongDateTime(match.matchDate)} />
            </time>
          </p>
          {match.stadium ? (
            <p className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" /> {match.stadium}
            </p>
          ) : null}
        </div>
        <AwaitingOfficeNote match={match} className="mt-4 text-center" />
        {offersLineup(lineups.data, startingLineups.data) ? (
          // A dialog: without scripts not offered (a completed match's Matchtelegramm names the
          // line-ups in its text).
          <div className="mt-4 flex justify-center unscripted:hidden">
            <Button variant="outline" onClick={() => setLineupOpen(true)}>
              <Users aria-hidden="true" />
              Aufstellung anzeigen
            </Button>
          </div>
        ) : null}
      </Card>

      <Card asChild className="p-4 sm:p-6">
        <section aria-labelledby="ticker-course">
          <h2 id="ticker-course" className="text-lg font-bold text-gray-900">
            Spielverlauf
          </h2>
          <EventAnnouncer events={events.data} status={match.status} />
          {events.isPending ? (
            <LoadingState label="Ereignisse werden geladen…" />
          ) : events.isError ? (
            <ErrorState
              message="Die Ereignisse konnten nicht geladen werden."
              onRetry={() => events.refetch()}
            />
          ) : (
            <MatchEventList
              events={events.data}
              match={match}
              emptyText={emptyCourseNote(match)}
              isNewestFirst
              onPlayerClick={lineups.data ? popup.openById : undefined}
            />
          )}
        </section>
      </Card>

      {startingLineups.data ? (
        <StartingLineupsCard match={match} lineups={startingLineups.data} events={events.data ?? []} />
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
    </div>
  );
}

/** '(1:0)' under the score once the first half is over, when the ticker's goals make the result. */
function HalfTimeScore({ match, events }: { match: MatchSummary; events: MatchEventView[] | undefined }) {
  const isPastHalf =
    match.status === "completed" || match.period === "halftime" || match.period === "second_half";
  if (!isPastHalf || !events || !hasResult(match)) return null;
  const half = halfTimeScore(textEventsOf(events), {
    home: match.homeScore ?? 0,
    away: match.awayScore ?? 0,
  });
  if (!half) return null;
  return (
    <span className="text-sm font-semibold tabular-nums text-gray-600">
      <span className="sr-only">Halbzeit </span>({half.home}:{half.away})
    </span>
  );
}
