import { useRef } from "react";
import {
  clockSeconds,
  clockStateOf,
  FULL_TIME_MINUTES,
  formatClockSeconds,
  HALF_MINUTES,
  isClockRunning,
  liveMinuteLabel,
  spokenMinuteLabel,
  stoppageBadge,
} from "#shared/matches/clock.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { useStickyScrollRoom } from "../../ui/use-sticky-scroll-room.ts";
import { scoreLabel, sideNames } from "../matches/match-teams.tsx";

const PERIOD_LABELS: Record<MatchSummary["period"], string> = {
  not_started: "Vor dem Anpfiff",
  first_half: "1. Halbzeit",
  halftime: "Halbzeit",
  second_half: "2. Halbzeit",
  finished: "Spielende",
};

/**
 * Score, phase and clock of the live control, kept in view (sticky) while the panel below
 * scrolls; a control focused below it (an event row's «… löschen» by Shift+Tab) scrolls clear
 * of it. Team names are shortened on phones; the score's accessible name says them in full.
 */
export function ControlScoreboard({ match, now }: { match: MatchSummary; now: Date }) {
  const board = useRef<HTMLDivElement>(null);
  useStickyScrollRoom(board);
  const state = clockStateOf(match);
  const isRunning = isClockRunning(state);
  const seconds = clockSeconds(state, now);
  const badge = stoppageBadge(state);
  // The '+N'' badge shows once a half's 45 minutes are over (club-management §4).
  const [homeName, awayName] = sideNames(match);
  const minute = liveMinuteLabel(match, now);
  // An aborted match stopped where it stopped; its clock would read the full 90:00.
  const isAborted = match.status === "cancelled";
  const isEnded = match.period === "finished";
  // The row keeps no clock for a pause: a half called off at 30' would read «45:00», a match
  // ended at 60' «90:00». The minute the half or match stopped stands in the timeline.
  const showsDigits = match.period === "not_started" || isRunning;
  const showStoppage =
    badge !== null &&
    ((match.period === "first_half" && seconds >= HALF_MINUTES * 60) ||
      (match.period === "second_half" && seconds >= FULL_TIME_MINUTES * 60));
  return (
    <div ref={board} className="sticky -top-5 z-10 -mx-5 bg-white px-5 pt-3 pb-2 sm:-top-6 sm:-mx-6 sm:px-6">
      <div className="rounded-xl bg-gray-900 px-3 py-2 text-white">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {isAborted ? (
            // Not paused, not ended: called off where it stood.
            <span className="flex items-center gap-2">
              <Badge variant="danger">ABGESAGT</Badge>
              <span className="text-sm font-semibold">Spiel abgebrochen</span>
            </span>
          ) : (
            <span className="flex items-center gap-2">
              {/* Before kick-off nothing has paused: «PAUSE» beside «Vor dem Anpfiff» read as if
                  the match had been stopped. */}
              {isEnded || match.period === "not_started" ? null : match.status === "live" && isRunning ? (
                <Badge variant="live">LIVE</Badge>
              ) : (
                <Badge variant="muted">PAUSE</Badge>
              )}
              <span className="text-sm font-semibold">{PERIOD_LABELS[match.period]}</span>
              {showStoppage ? <Badge variant="accent">{badge}</Badge> : null}
              {match.status === "completed" ? <Badge variant="muted">Beendet</Badge> : null}
            </span>
          )}
          {isAborted || isEnded ? null : (
            <span className="font-mono text-lg tabular-nums" aria-live="off">
              {showsDigits ? (
                <>
                  {/* Side by side, a screen reader read the clock and the minute as one number
                      («72:4973'»): it gets them apart, in words. */}
                  <span aria-hidden="true">
                    {formatClockSeconds(seconds)}
                    <span className="ml-2 text-sm text-gray-300">{minute}</span>
                  </span>
                  <span className="sr-only">
                    {[formatClockSeconds(seconds), spokenMinuteLabel(minute)].filter(Boolean).join(", ")}
                  </span>
                </>
              ) : (
                <span className="text-sm">{minute}</span>
              )}
            </span>
          )}
        </div>
        <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
          <p className="truncate text-right text-sm font-semibold">{homeName}</p>
          <p
            role="img"
            aria-label={scoreLabel(match)}
            className="text-3xl font-extrabold tabular-nums"
            data-testid="control-score"
          >
            {match.homeScore ?? 0} : {match.awayScore ?? 0}
          </p>
          <p className="truncate text-sm font-semibold">{awayName}</p>
        </div>
      </div>
    </div>
  );
}
