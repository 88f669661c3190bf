import type { TeamSide } from "../constants.ts";
import {
  formatScore,
  type GoalStep,
  goalSteps,
  goalsMatchResult,
  halfTimeScore,
  orderedEvents,
  type TextEvent,
} from "./match-text.ts";
import { otherSide, type Score } from "./timeline.ts";

// «Bericht aus dem Ticker entwerfen»: a report's title and text written from the
// timeline by fixed rules, in plain newspaper German, for the club to edit before saving. No
// outside service and no chance: the same timeline gives the same draft. Only facts of the
// ticker go in: the result, the half-time score, the goals in their order, and the turning
// points (opening goal, equaliser, lead change, late winner, sending-off, missed penalty).

export interface ReportDraftInput {
  homeName: string;
  awayName: string;
  score: Score;
  events: readonly TextEvent[];
}

export interface ReportDraft {
  title: string;
  content: string;
}

/** From this minute on a goal that decides the match is a late one. */
export const LATE_GOAL_MINUTE = 85;

type GoalKind =
  | "opener"
  | "ahead"
  | "aheadAgain"
  | "turnaround"
  | "lateWinner"
  | "equaliser"
  | "extends"
  | "narrows";

function names(input: ReportDraftInput): Record<TeamSide, string> {
  return { home: input.homeName, away: input.awayName };
}

function winnerOf(score: Score): TeamSide | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? "home" : "away";
}

/** 'In der 12. Minute', 'In der Nachspielzeit (45+2.)'. */
function when(event: Pick<TextEvent, "minute" | "addedMinute">): string {
  return event.addedMinute
    ? `In der Nachspielzeit (${event.minute}+${event.addedMinute}.)`
    : `In der ${event.minute}. Minute`;
}

/** The goal that gave the winner the lead for good (null for a draw). */
function decisiveGoal(steps: GoalStep[], winner: TeamSide | null): GoalStep | null {
  if (!winner) return null;
  let decisive: GoalStep | null = null;
  for (const step of steps) {
    const wasAhead = step.before[winner] > step.before[otherSide(winner)];
    const isAhead = step.after[winner] > step.after[otherSide(winner)];
    if (isAhead && !wasAhead) decisive = step;
  }
  return decisive;
}

function classify(step: GoalStep, steps: GoalStep[], decisive: GoalStep | null): GoalKind {
  const own = step.side;
  const other = otherSide(own);
  const { before, after } = step;
  if (before[own] > before[other]) return "extends";
  if (after[own] < after[other]) return "narrows";
  if (after[own] === after[other]) return "equaliser";
  // The goal puts its side ahead from level.
  if (step === decisive && step.event.minute >= LATE_GOAL_MINUTE) return "lateWinner";
  const earlier = steps.slice(0, steps.indexOf(step));
  if (earlier.length === 0) return "opener";
  if (earlier.some((s) => s.after[other] > s.after[own])) return "turnaround";
  if (earlier.some((s) => s.after[own] > s.after[other])) return "aheadAgain";
  return "ahead";
}

function goalSentence(step: GoalStep, kind: GoalKind, teams: Record<TeamSide, string>): string {
  const { event, after } = step;
  const team = teams[step.side];
  const at = formatScore(after);
  const scorer = event.playerName;
  // Who scored: the player (per Penalty), the own goal, or, without a name, the side itself.
  const subject =
    event.type === "ownGoal"
      ? `ein Eigentor${scorer ? ` von ${scorer}` : ""}`
      : scorer
        ? `${scorer}${event.type === "penaltyGoal" ? " per Penalty" : ""}`
        : null;
  const penalty = event.type === "penaltyGoal" && !scorer ? " per Penalty" : "";
  const start = when(event);
  switch (kind) {
    case "opener":
    case "ahead":
    case "aheadAgain": {
      const again = kind === "aheadAgain" ? "wieder " : "";
      return subject
        ? `${start} brachte ${subject} ${team} ${again}in Führung (${at}).`
        : `${start} ging ${team}${penalty} ${again}in Führung (${at}).`;
    }
    case "turnaround":
      return subject
        ? `${start} drehte ${subject} die Partie zugunsten von ${team} (${at}).`
        : `${start} drehte ${team}${penalty} die Partie (${at}).`;
    case "lateWinner":
      return subject
        ? `${start} sorgte ${subject} für den späten Siegtreffer von ${team} (${at}).`
        : `${start} gelang ${team}${penalty} der späte Siegtreffer (${at}).`;
    case "equaliser":
      return subject
        ? `${start} glich ${subject} für ${team} zum ${at} aus.`
        : `${start} glich ${team}${penalty} zum ${at} aus.`;
    case "extends":
      return subject
        ? `${start} erhöhte ${subject} für ${team} auf ${at}.`
        : `${start} erhöhte ${team}${penalty} auf ${at}.`;
    case "narrows":
      return subject
        ? `${start} verkürzte ${subject} für ${team} auf ${at}.`
        : `${start} verkürzte ${team}${penalty} auf ${at}.`;
  }
}

type SentOff = Record<TeamSide, number>;

/**
 * What a sending-off left on the pitch, from the players sent off so far (this one counted):
 * a side is short only while it has fewer than the other, so a second red card can even it out.
 */
function afterSendingOff(side: TeamSide, sentOff: SentOff, teams: Record<TeamSide, string>): string {
  const other = otherSide(side);
  const short = sentOff[side] - sentOff[other];
  if (short === 0) return "danach spielten beide Mannschaften wieder mit gleich vielen Spielern";
  if (short < 0) return `${teams[other]} blieb in Unterzahl`;
  const how =
    short === 1 ? "in Unterzahl" : short === 2 ? "in doppelter Unterzahl" : `mit ${short} Spielern weniger`;
  return `${teams[side]} spielte danach ${how}`;
}

function otherSentence(event: TextEvent, teams: Record<TeamSide, string>, sentOff: SentOff): string | null {
  const side = event.teamSide;
  if (!side) return null;
  const team = teams[side];
  const who = event.playerName ? `${event.playerName} (${team})` : `ein Spieler von ${team}`;
  switch (event.type) {
    case "yellowRedCard":
    case "redCard": {
      sentOff[side] += 1;
      const card = event.type === "redCard" ? "die Rote Karte" : "die Gelb-Rote Karte";
      return `${when(event)} sah ${who} ${card}; ${afterSendingOff(side, sentOff, teams)}.`;
    }
    case "missedPenalty":
      return `${when(event)} vergab ${who} einen Penalty.`;
    default:
      return null;
  }
}

function resultSentence(input: ReportDraftInput, teams: Record<TeamSide, string>): string {
  const { score } = input;
  const winner = winnerOf(score);
  if (!winner) {
    return score.home === 0
      ? `${teams.home} und ${teams.away} trennten sich torlos 0:0.`
      : `${teams.home} und ${teams.away} trennten sich ${formatScore(score)} unentschieden.`;
  }
  const loser = otherSide(winner);
  const result = `${score[winner]}:${score[loser]}`;
  return winner === "home"
    ? `${teams.home} gewann das Heimspiel gegen ${teams.away} mit ${result}.`
    : `${teams.away} gewann auswärts bei ${teams.home} mit ${result}.`;
}

function title(input: ReportDraftInput, steps: GoalStep[], kinds: GoalKind[], complete: boolean): string {
  const teams = names(input);
  const { score } = input;
  const winner = winnerOf(score);
  if (!winner) {
    return score.home === 0
      ? `Torloses Remis zwischen ${teams.home} und ${teams.away}`
      : `${teams.home} und ${teams.away} trennen sich ${formatScore(score)}`;
  }
  const loser = otherSide(winner);
  const result = `${score[winner]}:${score[loser]}`;
  const trailed = complete && steps.some((s) => s.after[loser] > s.after[winner]);
  if (trailed) return `${teams[winner]} dreht die Partie und gewinnt ${result} gegen ${teams[loser]}`;
  if (complete && kinds.includes("lateWinner"))
    return `Später Siegtreffer: ${teams[winner]} gewinnt ${result} gegen ${teams[loser]}`;
  return `${teams[winner]} gewinnt ${result} gegen ${teams[loser]}`;
}

/** The drafted report: a title and two paragraphs (result, then the course of the match). */
export function draftMatchReport(input: ReportDraftInput): ReportDraft {
  const teams = names(input);
  const complete = goalsMatchResult(input.events, input.score);
  const steps = complete ? goalSteps(input.events) : [];
  const decisive = decisiveGoal(steps, winnerOf(input.score));
  const kinds = steps.map((step) => classify(step, steps, decisive));
  const half = halfTimeScore(input.events, input.score);

  const opening = [resultSentence(input, teams)];
  if (half && (input.score.home > 0 || input.score.away > 0))
    opening.push(`Zur Pause stand es ${formatScore(half)}.`);

  const kindOf = new Map(steps.map((step, i) => [step.event, kinds[i] ?? "extends"] as const));
  const sentOff: SentOff = { home: 0, away: 0 };
  const course = orderedEvents(input.events).flatMap((event) => {
    const step = steps.find((s) => s.event === event);
    if (step) return [goalSentence(step, kindOf.get(event) ?? "extends", teams)];
    const sentence = otherSentence(event, teams, sentOff);
    return sentence ? [sentence] : [];
  });
  if (complete && steps.length === 0) course.unshift("Tore fielen keine.");

  const paragraphs = [opening.join(" "), course.join(" ")].filter((p) => p !== "");
  return { title: title(input, steps, kinds, complete).slice(0, 200), content: paragraphs.join("\n\n") };
}
