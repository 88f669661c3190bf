import type { TeamSide } from "../constants.ts";
import { EVENT_TYPE_INFO } from "./event-types.ts";
import type { MatchEventView, MatchPlayerRef } from "./types.ts";

// One ticker line of an event, for the match page and the ticker widget alike: the generated
// description («Tor durch Nina Tor zum 1:0») says the type and the player again, so a line built
// from it beside the type's name read «Tor · Tor durch …». The parts below say each thing once.

export interface EventLine {
  /** The type's name («Tor»); a phase names itself in full («Anpfiff zur zweiten Halbzeit»). */
  label: string;
  /** The score after a goal («2:0»), null for an event that does not score. */
  score: string | null;
  /**
   * Who: the player (a substitution's «Rein: Lea Rein · Raus: Nina Tor»), else the side of an event entered
   * without one; null for a neutral event.
   */
  who: string | null;
  /** The club's own words (a comment's text), null for a generated description. */
  text: string | null;
}

export type EventLineSource = Pick<
  MatchEventView,
  "type" | "description" | "customDescription" | "score" | "player" | "playerIn" | "teamSide"
>;

function nameOf(player: Pick<MatchPlayerRef, "firstName" | "lastName">): string {
  return `${player.firstName} ${player.lastName}`.trim();
}

function playersText(event: EventLineSource): string | null {
  const { player, playerIn } = event;
  if (event.type !== "substitution") return player ? nameOf(player) : null;
  // Said alike on the match page, its report cards and the ticker widget: «A für B» left a fan
  // to guess which name came on.
  const parts = [playerIn ? `Rein: ${nameOf(playerIn)}` : null, player ? `Raus: ${nameOf(player)}` : null];
  return parts.filter(Boolean).join(" · ") || null;
}

export function eventLine(event: EventLineSource, sideName: (side: TeamSide) => string): EventLine {
  const info = EVENT_TYPE_INFO[event.type];
  const custom = event.customDescription?.trim() || null;
  // A phase's generated text is its full name (the second half's kick-off says which it is).
  const label = info.isPhase && !custom ? event.description : info.label;
  const who = playersText(event) ?? (info.isSided && event.teamSide ? sideName(event.teamSide) : null);
  return {
    label,
    score: event.score ? `${event.score.home}:${event.score.away}` : null,
    who,
    text: custom && custom !== label ? custom : null,
  };
}
