import { and, eq, sql } from "drizzle-orm";
import { clockStateOf, eventTimeNow, HALF_MINUTES, periodStartForMinute } from "#shared/matches/clock.ts";
import {
  type ControlAction,
  isLiveClockRunning,
  matchControlPhase,
  offeredActions,
} from "#shared/matches/control.ts";
import { LIVE_ABORT_REASON, LIVE_MESSAGES } from "#shared/matches/schema.ts";
import { LIVE_UNDO_MINUTES, type MatchSummary } from "#shared/matches/types.ts";

import type { Tx } from "../../db/client.ts";
import { type LiveUndoState, matchEvents, matches } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import type { MatchRow } from "../matches/match-access.ts";
import { createMatchEvent } from "../matches/match-events.ts";
import { findMatchSummary } from "../matches/match-queries.ts";

// The live ticker's phase changes (club-management §4). The clock lives on the match row (period,
// period start, stoppage), so every client derives the same minute; the phase rules are the
// shared ones (shared/matches/control.ts) the control dialog uses to offer its buttons.

/** 409 with a German reason unless the dialog would offer `action` right now. */
function assertOffered(match: MatchRow, action: ControlAction, now: Date): void {
  if (match.status === "cancelled") throw conflict(LIVE_MESSAGES.cancelled);
  if (match.status === "postponed") throw conflict(LIVE_MESSAGES.postponed);
  if (match.status === "completed") throw conflict(LIVE_MESSAGES.finished);
  const phase = matchControlPhase(match, now);
  if (phase === "too_early") throw conflict(LIVE_MESSAGES.tooEarly);
  if (!offeredActions(phase).includes(action)) {
    throw conflict(action === "start" ? LIVE_MESSAGES.alreadyStarted : LIVE_MESSAGES.notOffered);
  }
}

async function recordEvent(
  tx: Tx,
  match: MatchRow,
  type: "kickoff" | "halftime" | "finalWhistle",
  minute: number,
  addedMinute: number | null = null,
): Promise<string> {
  const event = await createMatchEvent(tx, match, {
    type,
    minute,
    addedMinute,
    playerId: null,
    assistPlayerId: null,
    playerInId: null,
    teamSide: null,
    description: null,
    source: "live",
  });
  return event.id;
}

type EventTime = { minute: number; addedMinute: number | null };

/**
 * The clock's time for a half-time or final whistle, or the last event's when it is later: with
 * the clock held at the end of the announced stoppage the ticker takes the minutes the referee
 * adds, and a whistle before them would stand above goals it ended.
 */
async function notBeforeLastEvent(tx: Tx, matchId: string, clock: EventTime): Promise<EventTime> {
  const [last] = await tx
    .select({ minute: matchEvents.minute, addedMinute: matchEvents.addedMinute })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(sql`${matchEvents.minute} desc, coalesce(${matchEvents.addedMinute}, 0) desc`)
    .limit(1);
  if (!last) return clock;
  const isLater =
    last.minute > clock.minute ||
    (last.minute === clock.minute && (last.addedMinute ?? 0) > (clock.addedMinute ?? 0));
  return isLater ? last : clock;
}

async function hasFinalWhistle(tx: Tx, matchId: string): Promise<boolean> {
  const [whistle] = await tx
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.eventType, "final_whistle")))
    .limit(1);
  return whistle !== undefined;
}

/** What an undo restores: the match as it stood before the end or abort. */
function undoStateOf(match: MatchRow, action: "end" | "abort"): LiveUndoState {
  return {
    action,
    status: match.status,
    period: match.period,
    periodStartedAt: match.periodStartedAt?.toISOString() ?? null,
    stoppageMinutes: match.stoppageMinutes,
    cancellationReason: match.cancellationReason,
    finalWhistleEventId: null,
  };
}

async function publishMatch(tx: Tx, matchId: string): Promise<MatchSummary> {
  const summary = await findMatchSummary(tx, matchId);
  if (!summary) throw new Error(`match ${matchId} vanished inside its transaction`);
  await publishChange(tx, matchId, { kind: "match", data: summary });
  return summary;
}

/**
 * Runs one control action on the locked match:
 * - start: live, started_at and the first half's start = now, score 0:0, kickoff event at 0.
 * - halftime: period halftime; the halftime event at the minute the half stopped, at most 45
 *   plus the stoppage played (first-half stoppage events are filed at 45 too, see eventTimeNow,
 *   so the timeline stays in order); the stoppage stays recorded until the second half starts.
 * - secondHalf: second half starts now with no stoppage; kickoff event at 46.
 * - end: finalWhistle at the current minute (e.g. 93 after stoppage), completed, clock finished;
 *   a whistle already entered by hand is taken instead of a second one.
 * - abort: cancelled with 'Live-Ticker vorzeitig beendet'; the clock stops. No event.
 */
export async function runLiveAction(
  tx: Tx,
  match: MatchRow,
  action: ControlAction,
  body: { stoppageMinutes?: number | undefined },
  now: Date = new Date(),
): Promise<MatchSummary> {
  assertOffered(match, action, now);
  const stoppage = body.stoppageMinutes ?? match.stoppageMinutes;
  switch (action) {
    case "start": {
      await tx
        .update(matches)
        .set({
          status: "live",
          startedAt: now,
          period: "first_half",
          periodStartedAt: now,
          stoppageMinutes: 0,
          homeScore: sql`coalesce(${matches.homeScore}, 0)`,
          awayScore: sql`coalesce(${matches.awayScore}, 0)`,
          updatedAt: now,
        })
        .where(eq(matches.id, match.id));
      await recordEvent(tx, match, "kickoff", 0);
      break;
    }
    case "halftime": {
      await tx
        .update(matches)
        .set({ period: "halftime", periodStartedAt: now, stoppageMinutes: stoppage, updatedAt: now })
        .where(eq(matches.id, match.id));
      // Filed where the half was stopped, as any event tapped then would be: «45+2'» after two
      // minutes of stoppage, «30'» for a half called off early (not the announced «45+3'»).
      const time = await notBeforeLastEvent(
        tx,
        match.id,
        eventTimeNow({ ...clockStateOf(match), stoppageMinutes: stoppage }, now),
      );
      await recordEvent(tx, match, "halftime", time.minute, time.addedMinute);
      break;
    }
    case "secondHalf": {
      await tx
        .update(matches)
        .set({ period: "second_half", periodStartedAt: now, stoppageMinutes: 0, updatedAt: now })
        .where(eq(matches.id, match.id));
      await recordEvent(tx, match, "kickoff", HALF_MINUTES + 1);
      break;
    }
    case "end": {
      const time = await notBeforeLastEvent(
        tx,
        match.id,
        eventTimeNow({ ...clockStateOf(match), stoppageMinutes: stoppage }, now),
      );
      const undo = undoStateOf(match, "end");
      await tx
        .update(matches)
        .set({
          status: "completed",
          period: "finished",
          periodStartedAt: now,
          stoppageMinutes: stoppage,
          homeScore: sql`coalesce(${matches.homeScore}, 0)`,
          awayScore: sql`coalesce(${matches.awayScore}, 0)`,
          closedAt: now,
          updatedAt: now,
        })
        .where(eq(matches.id, match.id));
      // A whistle typed by hand before the ticker started (the report dialog refuses one only
      // while the match is live) is the match's one whistle: the end takes it and writes none,
      // and an undo leaves it standing, as it stood before the end.
      if (!(await hasFinalWhistle(tx, match.id))) {
        undo.finalWhistleEventId = await recordEvent(
          tx,
          match,
          "finalWhistle",
          time.minute,
          time.addedMinute,
        );
      }
      await tx.update(matches).set({ liveUndo: undo }).where(eq(matches.id, match.id));
      break;
    }
    case "abort": {
      await tx
        .update(matches)
        .set({
          status: "cancelled",
          cancellationReason: LIVE_ABORT_REASON,
          period: "finished",
          periodStartedAt: now,
          liveUndo: undoStateOf(match, "abort"),
          closedAt: now,
          updatedAt: now,
        })
        .where(eq(matches.id, match.id));
      break;
    }
  }
  return publishMatch(tx, match.id);
}

/** The '+N'' of the running half; the clock holds at 45+N / 90+N. */
export async function setStoppage(tx: Tx, match: MatchRow, minutes: number, now: Date = new Date()) {
  if (!isLiveClockRunning(match)) {
    throw conflict(LIVE_MESSAGES.clockNotRunning);
  }
  await tx.update(matches).set({ stoppageMinutes: minutes, updatedAt: now }).where(eq(matches.id, match.id));
  return publishMatch(tx, match.id);
}

/**
 * «Uhr stellen»: the running half's start moves so the clock shows `minute` now; the first
 * half's start is the match's kickoff, so `startedAt` moves with it. Events keep their minutes
 * (a correction of them is the club's, one by one).
 */
export async function setClock(tx: Tx, match: MatchRow, minute: number, now: Date = new Date()) {
  if (!isLiveClockRunning(match)) throw conflict(LIVE_MESSAGES.clockSetNotRunning);
  const start = periodStartForMinute(match.period, minute, now);
  if (!start) {
    const message =
      match.period === "first_half" ? LIVE_MESSAGES.clockFirstHalf : LIVE_MESSAGES.clockSecondHalf;
    throw badRequest(message, { minute: message });
  }
  await tx
    .update(matches)
    .set({
      periodStartedAt: start,
      ...(match.period === "first_half" ? { startedAt: start } : {}),
      updatedAt: now,
    })
    .where(eq(matches.id, match.id));
  return publishMatch(tx, match.id);
}

/**
 * 'Rückgängig' after 'Spiel beenden' or 'Spiel abbrechen': within LIVE_UNDO_MINUTES the match
 * goes back to the phase it was in (the clock runs on from where it stood, as if the end had
 * not happened) and the final whistle is removed. 409 once the window is over or nothing is
 * left to undo (another change since, e.g. an entered result).
 */
export async function undoLiveClose(tx: Tx, match: MatchRow, now: Date = new Date()): Promise<MatchSummary> {
  const undo = match.liveUndo;
  if (!undo || !match.closedAt) throw conflict(LIVE_MESSAGES.nothingToUndo);
  if (now.getTime() - match.closedAt.getTime() > LIVE_UNDO_MINUTES * 60_000) {
    throw conflict(LIVE_MESSAGES.undoExpired);
  }
  if (undo.finalWhistleEventId) {
    await tx
      .delete(matchEvents)
      .where(and(eq(matchEvents.id, undo.finalWhistleEventId), eq(matchEvents.matchId, match.id)));
    await publishChange(tx, match.id, {
      kind: "event.deleted",
      // A final whistle names no player: no statistics change.
      data: { id: undo.finalWhistleEventId, matchId: match.id, playerStats: {} },
    });
  }
  await tx
    .update(matches)
    .set({
      status: undo.status,
      period: undo.period,
      periodStartedAt: undo.periodStartedAt ? new Date(undo.periodStartedAt) : null,
      stoppageMinutes: undo.stoppageMinutes,
      cancellationReason: undo.cancellationReason,
      liveUndo: null,
      closedAt: null,
      updatedAt: now,
    })
    .where(eq(matches.id, match.id));
  return publishMatch(tx, match.id);
}
