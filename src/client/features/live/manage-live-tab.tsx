import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CalendarDays, ChevronRight, Play, Radio } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatLongDateTime, formatTime } from "#shared/format.ts";
import { liveMinuteLabel } from "#shared/matches/clock.ts";
import { isPublicMatch } from "#shared/matches/public-match.ts";
import { liveTabUpcoming } from "#shared/matches/schedule.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { isUndoable } from "#shared/matches/undo-window.ts";
import { useNow } from "../../lib/use-now.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { LIVE_MATCH_PARAM } from "../manage/manage-tabs.ts";
import { clubMatchesQueryOptions } from "../matches/api.ts";
import { fullTeamName, scoreLabel, TeamName } from "../matches/match-teams.tsx";
import { LiveControlDialog } from "./live-control-dialog.tsx";
import { useLiveStream } from "./use-live-stream.ts";

/**
 * Tab 'Live-Ticker' of the club area: running matches and the next five to start. With
 * `?spiel=<id>` (the schedule's «Live-Ticker fortsetzen») it opens that match's control at once,
 * when the tab lists the match.
 */
export function ManageLiveTab({ clubId }: { clubId: string }) {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  const [params, setParams] = useSearchParams();
  const [openMatchId, setOpenMatchId] = useState<string | null>(null);
  const [isAskTaken, setAskTaken] = useState(false);
  const now = useNow(30_000);
  // Only matches both clubs stand behind can go live (requests wait in the schedule).
  const standing = (matches.data ?? []).filter(isPublicMatch);
  const running = standing.filter((m) => m.status === "live");
  // A match the ticker just ended or aborted stays in the tab while 'Rückgängig' is possible, under
  // its own heading: among «Laufende Spiele» it read as if it were still being played.
  const justEnded = standing.filter((m) => m.status !== "live" && isUndoable(m, now));
  const upcoming = liveTabUpcoming(standing);
  // The address's match opens once, as soon as the tab lists it: from then on it is the dialog's
  // own (it stays open should the match leave the list, and a close does not open it again).
  const asked = params.get(LIVE_MATCH_PARAM);
  if (!isAskTaken && asked !== null && [...running, ...justEnded, ...upcoming].some((m) => m.id === asked)) {
    setAskTaken(true);
    setOpenMatchId(asked);
  }
  // One stream for the tab: the running matches and the one in the control dialog.
  const followed = [...[...running, ...justEnded].map((m) => m.id), ...(openMatchId ? [openMatchId] : [])];
  useLiveStream(followed.length ? { matchIds: followed } : null);

  function closeControl() {
    setOpenMatchId(null);
    // Closed, the address no longer opens it (a reload, the way back); the club chosen stays.
    if (params.has(LIVE_MATCH_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LIVE_MATCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  if (matches.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Spiele werden geladen…">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (matches.isError) {
    return (
      <ErrorState
        message="Fehler beim Laden der Spieldaten"
        onRetry={() => matches.refetch()}
        isRetrying={matches.isFetching}
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="live-running" className="flex flex-col gap-3">
        <h3 id="live-running" className="text-lg font-bold text-gray-900">
          Laufende Spiele
        </h3>
        {running.length === 0 ? (
          <EmptyState icon={Radio} title="Keine laufenden Spiele" />
        ) : (
          <RunningCards matches={running} onOpen={setOpenMatchId} />
        )}
      </section>

      {justEnded.length > 0 ? (
        <section aria-labelledby="live-just-ended" className="flex flex-col gap-3">
          <h3 id="live-just-ended" className="text-lg font-bold text-gray-900">
            Eben beendet
          </h3>
          <RunningCards matches={justEnded} onOpen={setOpenMatchId} />
        </section>
      ) : null}

      <section aria-labelledby="live-upcoming" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h3 id="live-upcoming" className="text-lg font-bold text-gray-900">
            Anstehende Spiele
          </h3>
          <Link
            to="/verein/spielplaene"
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Zum Spielplan <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title="Keine anstehenden Spiele"
            description="Erfasse Spiele im Spielplan, um den Live-Ticker zu starten."
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((match) => (
              <li key={match.id}>
                <UpcomingCard match={match} onOpen={() => setOpenMatchId(match.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {openMatchId ? (
        <LiveControlDialog
          matchId={openMatchId}
          clubId={clubId}
          open
          onOpenChange={(open) => {
            if (!open) closeControl();
          }}
        />
      ) : null}
    </div>
  );
}

function Teams({ match }: { match: MatchSummary }) {
  return (
    <p className="font-semibold text-gray-900">
      <TeamName team={match.homeTeam} /> <span className="font-normal text-gray-500">gegen</span>{" "}
      <TeamName team={match.awayTeam} />
    </p>
  );
}

/** «FC Seeblick 1. Mannschaft gegen SC Birs 1. Mannschaft»: whose button it is, in a list of alike ones. */
function matchName(match: MatchSummary): string {
  return `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}`;
}

function RunningCards({
  matches,
  onOpen,
}: {
  matches: readonly MatchSummary[];
  onOpen: (matchId: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {matches.map((match) => (
        <li key={match.id}>
          <RunningCard match={match} onOpen={() => onOpen(match.id)} />
        </li>
      ))}
    </ul>
  );
}

function RunningCard({ match, onOpen }: { match: MatchSummary; onOpen: () => void }) {
  const now = useNow(1000);
  const isClosed = match.status !== "live";
  const label = isClosed ? "Live-Ticker öffnen" : "Live-Ticker fortsetzen";
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {isClosed ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <Badge variant={match.status === "cancelled" ? "danger" : "muted"}>
              {match.status === "cancelled" ? "ABGEBROCHEN" : "Beendet"}
            </Badge>
            {match.undoUntil ? (
              <span>
                <KeptTogether text={`Rückgängig bis ${formatTime(match.undoUntil)} Uhr möglich`} />
              </span>
            ) : null}
          </p>
        ) : (
          <p className="flex items-center gap-2">
            <Badge variant="live" />
            <span className="font-bold tabular-nums text-live-dark">{liveMinuteLabel(match, now)}</span>
          </p>
        )}
        <Teams match={match} />
        <p role="img" aria-label={scoreLabel(match)} className="text-2xl font-extrabold tabular-nums">
          {match.homeScore ?? 0} : {match.awayScore ?? 0}
        </p>
      </div>
      <Button
        onClick={onOpen}
        variant={isClosed ? "secondary" : "primary"}
        aria-label={`${label}: ${matchName(match)}`}
      >
        <Radio aria-hidden="true" />
        {label}
      </Button>
    </Card>
  );
}

function UpcomingCard({ match, onOpen }: { match: MatchSummary; onOpen: () => void }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={match.matchDate}>
            <KeptTogether text={formatLongDateTime(match.matchDate)} />
          </time>
        </p>
        <Teams match={match} />
        {match.stadium ? <p className="text-xs text-gray-600">{match.stadium}</p> : null}
      </div>
      <Button variant="secondary" onClick={onOpen} aria-label={`Live-Ticker starten: ${matchName(match)}`}>
        <Play aria-hidden="true" />
        Live-Ticker starten
      </Button>
    </Card>
  );
}
