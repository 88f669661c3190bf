import type { MatchStatus } from "../constants.ts";
import {
  type ClockState,
  clockSeconds,
  clockStateOf,
  FULL_TIME_MINUTES,
  HALF_MINUTES,
  isClockRunning,
} from "./clock.ts";

// The live control's phase rules (club-management §4): which actions a match offers and what
// to ask before each. The control dialog offers its buttons by them and the server accepts an
// action only when the dialog would offer it.

// Phases of the club's control dialog. The spec's table has one 'running' phase that offers
// Halbzeit; with the period known on the server the two halves are told apart, so the
// second half never offers a second halftime.
export const CONTROL_PHASES = [
  "too_early",
  "not_started",
  "first_half",
  "halftime",
  "second_half",
  "can_end",
  "finished",
] as const;
export type ControlPhase = (typeof CONTROL_PHASES)[number];

export const CONTROL_ACTIONS = ["start", "halftime", "secondHalf", "end", "abort"] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

export const CONTROL_ACTION_LABELS: Record<ControlAction, string> = {
  start: "Spiel starten",
  halftime: "Halbzeit",
  secondHalf: "2. Halbzeit starten",
  end: "Spiel beenden",
  abort: "Spiel abbrechen",
};

/** Whether the full 90 minutes have been played (second half clock at 90:00 or later). */
function hasPlayedFullTime(state: ClockState, now: Date): boolean {
  return state.period === "second_half" && clockSeconds(state, now) >= FULL_TIME_MINUTES * 60;
}

export function controlPhase(state: ClockState, now: Date = new Date()): ControlPhase {
  if (state.period === "second_half") return hasPlayedFullTime(state, now) ? "can_end" : "second_half";
  return state.period;
}

const ACTIONS_BY_PHASE: Record<ControlPhase, readonly ControlAction[]> = {
  too_early: [],
  not_started: ["start"],
  first_half: ["halftime", "end", "abort"],
  halftime: ["secondHalf", "end", "abort"],
  second_half: ["end", "abort"],
  can_end: ["end", "abort"],
  finished: [],
};

/** Buttons of the control dialog, in display order; abort whenever the match is under way. */
export function offeredActions(phase: ControlPhase): readonly ControlAction[] {
  return ACTIONS_BY_PHASE[phase];
}

/**
 * How long before its kick-off a match's live ticker may start. Not weeks ahead: a mistaken
 * «Spiel starten» would show the match live on every page, and «Spiel beenden» right after it
 * would enter a result before kick-off, which «Endstand erfassen» refuses. A day's margin keeps
 * a kick-off moved forward on the day, or a match just after midnight, startable.
 */
export const LIVE_START_HOURS_BEFORE = 24;

/**
 * The phase the control dialog shows and the server checks: a closed or postponed match offers
 * nothing, nor does one whose kick-off is more than a day away.
 */
export function matchControlPhase(
  match: ClockState & { status: MatchStatus; matchDate: Date | string },
  now: Date,
): ControlPhase {
  if (match.status === "completed" || match.status === "cancelled" || match.status === "postponed") {
    return "finished";
  }
  const phase = controlPhase(clockStateOf(match), now);
  const earliestStart = new Date(match.matchDate).getTime() - LIVE_START_HOURS_BEFORE * 3_600_000;
  return phase === "not_started" && now.getTime() < earliestStart ? "too_early" : phase;
}

/** Whether stoppage may be set: the match is live and its half's clock runs. */
export function isLiveClockRunning(match: ClockState & { status: MatchStatus }): boolean {
  return match.status === "live" && isClockRunning(clockStateOf(match));
}

export const CONFIRMATION_MESSAGES = {
  earlyHalftime: "Die erste Halbzeit ist noch nicht zu Ende. Möchtest du trotzdem die Halbzeit einleiten?",
  earlyEnd:
    "Das Spiel hat noch keine 90 Minuten gedauert. Möchtest du es trotzdem beenden? Du kannst es 10 Minuten lang rückgängig machen.",
  end: "Möchtest du das Spiel beenden? Es zählt dann als beendet; du kannst es 10 Minuten lang rückgängig machen.",
  abort:
    "Möchtest du das Spiel wirklich abbrechen? Es wird als abgesagt markiert; du kannst es 10 Minuten lang rückgängig machen.",
  /** Both clubs agreed the match: the abort goes to the league office. */
  abortAgreed:
    "Möchtest du das Spiel wirklich abbrechen? Es wird als abgesagt markiert; du kannst es 10 Minuten lang rückgängig machen. Die Spielleitung entscheidet, ob es wiederholt wird oder der Stand gilt.",
} as const;

/**
 * The 'no' button of every live-control question: never 'Abbrechen', which beside 'Spiel
 * abbrechen' would also read as aborting the match.
 */
export const CONFIRMATION_CANCEL_LABEL = "Weiterspielen";

/** The question to ask before an action, or null when it may run straight away. */
export function confirmationFor(
  action: ControlAction,
  state: ClockState,
  now: Date = new Date(),
  isAgreed = false,
): string | null {
  switch (action) {
    case "halftime":
      return state.period === "first_half" && clockSeconds(state, now) < HALF_MINUTES * 60
        ? CONFIRMATION_MESSAGES.earlyHalftime
        : null;
    case "end":
      // Ending is always asked (a slip of the thumb must not end a match); before 90 minutes
      // with the stronger warning.
      // Halftime is exempt from the warning: ending there is a deliberate decision.
      if (state.period === "not_started" || state.period === "finished") return null;
      if (state.period === "halftime" || hasPlayedFullTime(state, now)) return CONFIRMATION_MESSAGES.end;
      return CONFIRMATION_MESSAGES.earlyEnd;
    case "abort":
      return isAgreed ? CONFIRMATION_MESSAGES.abortAgreed : CONFIRMATION_MESSAGES.abort;
    case "start":
    case "secondHalf":
      return null;
  }
}

/**
 * Whether a match's events may still change: an event belongs to a match being played or
 * played. Not once it is cancelled (never played, or aborted by the live ticker, and then the
 * league office decides on the score at the abort), nor while it is postponed (not played on
 * its old date, whether or not that has passed; its events come once it is set again and
 * played). One rule for the server's refusal and the club's event list and form; why not is
 * `eventsClosedMessage` (schema.ts).
 */
export function takesEventChanges(match: { status: MatchStatus }): boolean {
  return match.status !== "cancelled" && match.status !== "postponed";
}
