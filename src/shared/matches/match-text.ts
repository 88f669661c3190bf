import { playerFullName } from "../players/full-name.ts";
import { HALF_MINUTES } from "./clock.ts";
import {
  compareEventTime,
  type Score,
  scoreFromEvents,
  scoringSide,
  type TimelineEvent,
} from "./timeline.ts";
import type { MatchEventView } from "./types.ts";

// What the Matchtelegramm and the drafted report read from a match's timeline. Both texts are
// written from the events as the public timeline lists them, so the server (the telegram's
// endpoint) and the client (the report dialog's draft) start from the same facts.

export type TextEvent = Pick<
  TimelineEvent,
  | "type"
  | "minute"
  | "addedMinute"
  | "teamSide"
  | "playerId"
  | "playerName"
  | "playerInId"
  | "playerInName"
  | "description"
  | "sequence"
>;

function nameOf(player: MatchEventView["player"]): string | null {
  return player ? playerFullName(player) : null;
}

/** The events of GET /api/matches/:id/events as the text rules read them (in their order). */
export function textEventsOf(views: readonly MatchEventView[]): TextEvent[] {
  return views.map((view, index) => ({
    type: view.type,
    minute: view.minute,
    addedMinute: view.addedMinute,
    teamSide: view.teamSide,
    playerId: view.player?.id ?? null,
    playerName: nameOf(view.player),
    playerInId: view.playerIn?.id ?? null,
    playerInName: nameOf(view.playerIn),
    // A comment's text is the club's; other events are written from their facts.
    description: view.customDescription,
    sequence: index,
  }));
}

export function orderedEvents<T extends TextEvent>(events: readonly T[]): T[] {
  return [...events].sort(compareEventTime);
}

/** '12.', '45+2.': a minute as newspapers print it. */
export function newspaperMinute(event: Pick<TextEvent, "minute" | "addedMinute">): string {
  return event.addedMinute ? `${event.minute}+${event.addedMinute}.` : `${event.minute}.`;
}

export function isFirstHalf(event: Pick<TextEvent, "minute">): boolean {
  return event.minute <= HALF_MINUTES;
}

/**
 * Whether the goals in the ticker add up to the final score: only then are the running scores
 * and the half-time score facts (a result entered with 'Endstand erfassen' has no goals).
 */
export function goalsMatchResult(events: readonly TextEvent[], final: Score): boolean {
  const sum = scoreFromEvents(events);
  return sum.home === final.home && sum.away === final.away;
}

/** The half-time score, or null when the ticker's goals do not account for the result. */
export function halfTimeScore(events: readonly TextEvent[], final: Score): Score | null {
  if (!goalsMatchResult(events, final)) return null;
  return scoreFromEvents(events.filter(isFirstHalf));
}

export interface GoalStep {
  event: TextEvent;
  /** The side whose score the goal raised (the other side for an own goal). */
  side: "home" | "away";
  before: Score;
  after: Score;
}

/** The goals in timeline order with the score before and after each. */
export function goalSteps(events: readonly TextEvent[]): GoalStep[] {
  const score = { home: 0, away: 0 };
  const steps: GoalStep[] = [];
  for (const event of orderedEvents(events)) {
    const side = scoringSide(event.type, event.teamSide);
    if (!side) continue;
    const before = { ...score };
    score[side] += 1;
    steps.push({ event, side, before, after: { ...score } });
  }
  return steps;
}

export function formatScore(score: Score): string {
  return `${score.home}:${score.away}`;
}
