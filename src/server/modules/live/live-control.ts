import { eq, sql } from "drizzle-orm";
import type { MatchSummary } from "#shared/api/matches.ts";
import {
  type ClockState,
  type ControlAction,
  controlPhase,
  eventMinuteNow,
  HALF_MINUTES,
  isClockRunning,
  offeredActions,
} from "#shared/match-clock.ts";
import { LIVE_ABORT_REASON, LIVE_MESSAGES } from "#shared/validation/match.ts";
import type { Tx } from "../../db/client.ts";
import { matches } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import type { MatchRow } from "../matches/match-access.ts";
import { createMatchEvent } from "../matches/match-events.ts";
import { findMatchSummary } from "../matches/match-queries.ts";

// The live ticker's phase changes (club-management §4). The clock lives on the match row (period,
// period start, stoppage), so every client derives the same minute; the phase rules are the
// shared ones (match-clock.ts) the control dialog uses to offer its buttons.

export function clockStateOf(match: MatchRow): ClockState {
  return {
    period: match.period,
    periodStartedAt: match.periodStartedAt,
    stoppageMinutes: match.stoppageMinutes,
  };
}

/** 409 with a German reason unless the dialog would offer `action` right now. */
function assertOffered(match: MatchRow, action: ControlAction, now: Date): void {
  if (match.status === "cancelled") throw conflict(LIVE_MESSAGES.cancelled);
  if (match.status === "completed") throw conflict(LIVE_MESSAGES.finished);
  const phase = controlPhase(clockStateOf(match), now);
  if (!offeredActions(phase).includes(action)) {
    throw conflict(action === "start" ? LIVE_MESSAGES.alreadyStarted : LIVE_MESSAGES.notOffered);
  }
}

async function recordEvent(
  tx: Tx,
  match: MatchRow,
  type: "kickoff" | "halftime" | "finalWhistle",
  minute: number,
) {
  await createMatchEvent(tx, match, {
    type,
    minute,
    playerId: null,
    assistPlayerId: null,
    teamSide: null,
    description: null,
    source: "live",
  });
}

async function publishMatch(tx: Tx, matchId: string): Promise<MatchSummary> {
  const summary = await findMatchSummary(tx, matchId);
  if (!summary) throw new Error(`match ${matchId} vanished inside its transaction`);
  await publishChange(tx, { matchId, kind: "match", payload: summary });
  return summary;
}

/**
 * Runs one control action on the locked match:
 * - start: live, started_at and the first half's start = now, score 0:0, kickoff event at 0.
 * - halftime: period halftime; the halftime event at 45 (first-half stoppage events are filed
 *   at 45 too, see eventMinuteNow, so the timeline stays in order); the stoppage that was played
 *   stays recorded until the second half starts.
 * - secondHalf: second half starts now with no stoppage; kickoff event at 46.
 * - end: finalWhistle at the current minute (e.g. 93 after stoppage), completed, clock finished.
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
      await recordEvent(tx, match, "halftime", HALF_MINUTES);
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
      const minute = eventMinuteNow({ ...clockStateOf(match), stoppageMinutes: stoppage }, now);
      await tx
        .update(matches)
        .set({
          status: "completed",
          period: "finished",
          periodStartedAt: now,
          stoppageMinutes: stoppage,
          homeScore: sql`coalesce(${matches.homeScore}, 0)`,
          awayScore: sql`coalesce(${matches.awayScore}, 0)`,
          updatedAt: now,
        })
        .where(eq(matches.id, match.id));
      await recordEvent(tx, match, "finalWhistle", minute);
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
  if (match.status !== "live" || !isClockRunning(clockStateOf(match))) {
    throw conflict(LIVE_MESSAGES.clockNotRunning);
  }
  await tx.update(matches).set({ stoppageMinutes: minutes, updatedAt: now }).where(eq(matches.id, match.id));
  return publishMatch(tx, match.id);
}
