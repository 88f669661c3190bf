import type { EventType, TeamSide } from "../constants.ts";
import type { LineupEntryView, SideLineup } from "../lineups/types.ts";
import type { TextEvent } from "./match-text.ts";

// Worked examples for the Matchtelegramm and the drafted report (tests only): three matches as
// a club would tick them.

let sequence = 0;
export function ev(
  type: EventType,
  minute: number,
  rest: Partial<TextEvent> & { teamSide?: TeamSide | null } = {},
): TextEvent {
  sequence += 1;
  return {
    type,
    minute,
    addedMinute: null,
    teamSide: null,
    playerId: null,
    playerName: null,
    playerInId: null,
    playerInName: null,
    description: null,
    sequence,
    ...rest,
  };
}

function entry(name: string, extra: Partial<LineupEntryView> = {}): LineupEntryView {
  return {
    playerId: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    shirtNumber: null,
    role: "start",
    isCaptain: false,
    isGoalkeeper: false,
    ...extra,
  };
}

const home = (name: string) => ({ teamSide: "home" as const, playerId: idOf(name), playerName: name });
const away = (name: string) => ({ teamSide: "away" as const, playerId: idOf(name), playerName: name });
const idOf = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

/** FC Seeblick trails 0:2 at half-time and wins 3:2 with a goal in stoppage time. */
export const COMEBACK = {
  homeName: "FC Seeblick",
  awayName: "FC Neuling",
  score: { home: 3, away: 2 },
  events: [
    ev("kickoff", 0),
    ev("goal", 18, away("Jan Berger")),
    ev("goal", 40, away("Luca Rossi")),
    ev("halftime", 45, { addedMinute: 1 }),
    ev("kickoff", 46),
    ev("goal", 58, home("Lena Frei")),
    ev("substitution", 63, { ...home("Nina Graf"), playerInId: idOf("Mia Roth"), playerInName: "Mia Roth" }),
    ev("goal", 77, home("Mia Roth")),
    ev("goal", 90, { ...home("Lena Frei"), addedMinute: 3 }),
    ev("finalWhistle", 90, { addedMinute: 4 }),
  ],
};

export const COMEBACK_LINEUP: SideLineup = {
  starters: [
    entry("Sara Huber", { isGoalkeeper: true }),
    entry("Lena Frei", { isCaptain: true }),
    entry("Nina Graf"),
  ],
  bench: [entry("Mia Roth", { role: "bench" })],
};

/** Nothing but the whistles and a yellow card: 0:0. */
export const GOALLESS = {
  homeName: "FC Seeblick",
  awayName: "SC Bergdorf",
  score: { home: 0, away: 0 },
  events: [ev("kickoff", 0), ev("yellowCard", 52, away("Tim Meier")), ev("finalWhistle", 90)],
};

/**
 * An own goal, a penalty scored and one missed, a yellow-red card, a comment and a late winner:
 * FC Seeblick – FC Neuling 2:1 (1:1).
 */
export const OWN_GOAL_PENALTY_YELLOW_RED = {
  homeName: "FC Seeblick",
  awayName: "FC Neuling",
  score: { home: 2, away: 1 },
  events: [
    ev("ownGoal", 23, away("Marco Keller")),
    ev("yellowCard", 31, away("Tim Meier")),
    ev("comment", 44, { description: "Unterbruch wegen Gewitter, 10 Minuten" }),
    ev("penaltyGoal", 45, { ...away("Jan Berger"), addedMinute: 2 }),
    ev("missedPenalty", 60, home("Lena Frei")),
    ev("yellowRedCard", 71, away("Tim Meier")),
    ev("goal", 88, home("Nina Graf")),
  ],
};
