import type { EventType, TeamSide } from "../constants.ts";
import { type Score, scoreFromEvents } from "./timeline.ts";

// The events of an agreed record. Once both clubs have accepted a completed match, its result
// changes only by a proposal (proposals.ts); its events are part of that record too: the cards
// give the fair-play points (a tie-break in these leagues), the goals the scorers' list. One club
// alone may still name or correct its own team's scorers and players, which changes nothing for
// the other; it changes no card (a deleted red would win a tie-break, an added one lose the other
// team one) and none of the other team's events. A card's correction is the league office's
// (a fair-play correction). Its goals stay within the agreed result, as any final score holds at
// least the goals of its events (timeline.ts `scoreHoldsEvents`): a goal beyond it would count for
// the scorers' list and the timeline while the table keeps the agreed score, a new result that
// only a proposal to the other club brings.

/**
 * Who settled the final score: both clubs, or the league office when it ruled on the score after
 * an abort (result-mark.ts `isScoredAfterAbort`). The refusals name it, since a club told that
 * both clubs confirmed a score the office decided would look for an agreement that never was.
 */
export type SettledBy = "clubs" | "office";

const SETTLED: Record<SettledBy, { score: string; scoreOf: (score: string) => string; newResult: string }> = {
  clubs: {
    score: "Diesen Endstand haben beide Vereine bestätigt",
    scoreOf: (score) => `Diesen Endstand (${score}) haben beide Vereine bestätigt`,
    newResult: "Stimmt das Ergebnis nicht, schlage dem anderen Verein das neue Ergebnis vor.",
  },
  office: {
    score: "Diesen Endstand hat die Spielleitung nach dem Spielabbruch entschieden",
    scoreOf: (score) => `Diesen Endstand (${score}) hat die Spielleitung nach dem Spielabbruch entschieden`,
    newResult:
      "Stimmt das Ergebnis nicht, schlage das neue Ergebnis vor: darüber entscheidet die Spielleitung.",
  },
};

/** The refusals of a change to another team's events or to a card, by who settled the score. */
export function agreedEventMessages(by: SettledBy) {
  const { score } = SETTLED[by];
  return {
    otherTeam: `${score}: die Ereignisse der anderen Mannschaft ändert nur noch ihr Verein.`,
    cards: `${score}: seine Karten zählen für die Fairplay-Wertung und bleiben, wie sie sind. Eine Korrektur nimmt die Spielleitung vor.`,
  } as const;
}

export const AGREED_EVENT_MESSAGES = agreedEventMessages("clubs");

/** The refusal of a goal beyond the agreed result: names both scores and the way to the new one. */
export function agreedGoalsBeyondScoreMessage(agreed: Score, goals: Score, by: SettledBy): string {
  const { scoreOf, newResult } = SETTLED[by];
  return `${scoreOf(`${agreed.home}:${agreed.away}`)}: mit dieser Änderung ergäben die Tore im Spielbericht ${goals.home}:${goals.away}. ${newResult}`;
}

/** The cards that give fair-play points (ranking-rules.ts `CARD_PENALTY_POINTS`). */
const CARDS: ReadonlySet<EventType> = new Set(["yellowCard", "yellowRedCard", "redCard"]);

interface SidedEvent {
  type: EventType;
  /** The team the event belongs to; null for a neutral one (kick-off, half-time, a comment). */
  side: TeamSide | null;
}

/**
 * Why one club may not make this change to an event of a completed match both clubs agreed on,
 * or null when it may. `before` is the event as stored (null for a new one), `after` as it would
 * be (null for a deletion); `ownSides` are the sides of the acting club's teams; `score` is the
 * agreed result and `goals` what the stored goal events add up to (`before` among them);
 * `settledBy` who settled that result.
 */
export function agreedEventRefusal(change: {
  before: SidedEvent | null;
  after: SidedEvent | null;
  ownSides: readonly TeamSide[];
  score: Score;
  goals: Score;
  settledBy: SettledBy;
}): string | null {
  const { before, after, ownSides } = change;
  const messages = agreedEventMessages(change.settledBy);
  if ([before, after].some((e) => e?.side != null && !ownSides.includes(e.side))) {
    return messages.otherTeam;
  }
  const card = (e: SidedEvent | null) => (e && CARDS.has(e.type) ? `${e.side}:${e.type}` : null);
  if (card(before) !== card(after)) return messages.cards;
  return goalsBeyondScore(change);
}

/**
 * The refusal when the change raises a side's goals above the agreed result. Only a raise counts:
 * a record whose events already name more goals than its result (written before this rule) still
 * takes a corrected minute or scorer, and a deletion.
 */
function goalsBeyondScore(change: {
  before: SidedEvent | null;
  after: SidedEvent | null;
  score: Score;
  goals: Score;
  settledBy: SettledBy;
}): string | null {
  const goalsOf = (e: SidedEvent | null) => scoreFromEvents(e ? [{ type: e.type, teamSide: e.side }] : []);
  const [removed, added] = [goalsOf(change.before), goalsOf(change.after)];
  const goals = {
    home: change.goals.home - removed.home + added.home,
    away: change.goals.away - removed.away + added.away,
  };
  const beyond = (["home", "away"] as const).some(
    (side) => added[side] > removed[side] && goals[side] > change.score[side],
  );
  return beyond ? agreedGoalsBeyondScoreMessage(change.score, goals, change.settledBy) : null;
}
