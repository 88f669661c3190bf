import type { EventType, TeamSide } from "../constants.ts";

// The events of an agreed record. Once both clubs have accepted a completed match, its result
// changes only by a proposal (proposals.ts); its events are part of that record too: the cards
// give the fair-play points (a tie-break in these leagues), the goals the scorers' list. One club
// alone may still name or correct its own team's scorers and players, which changes nothing for
// the other; it changes no card (a deleted red would win a tie-break, an added one lose the other
// team one) and none of the other team's events. A card's correction is the league office's
// (a fair-play correction).

export const AGREED_EVENT_MESSAGES = {
  otherTeam:
    "Diesen Endstand haben beide Vereine bestätigt: die Ereignisse der anderen Mannschaft ändert nur noch ihr Verein.",
  cards:
    "Diesen Endstand haben beide Vereine bestätigt: seine Karten zählen für die Fairplay-Wertung und bleiben, wie sie sind. Eine Korrektur nimmt die Spielleitung vor.",
} as const;

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
 * be (null for a deletion); `ownSides` are the sides of the acting club's teams.
 */
export function agreedEventRefusal(change: {
  before: SidedEvent | null;
  after: SidedEvent | null;
  ownSides: readonly TeamSide[];
}): string | null {
  const { before, after, ownSides } = change;
  if ([before, after].some((e) => e?.side != null && !ownSides.includes(e.side))) {
    return AGREED_EVENT_MESSAGES.otherTeam;
  }
  const card = (e: SidedEvent | null) => (e && CARDS.has(e.type) ? `${e.side}:${e.type}` : null);
  return card(before) === card(after) ? null : AGREED_EVENT_MESSAGES.cards;
}
