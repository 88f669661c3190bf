import type { TeamSide } from "../constants.ts";
import type { LineupRole } from "./schema.ts";

// Response shapes of the line-ups, used by the server and the client alike.

/** One place in a line-up: a player of the team, or a free-text name for an opponent. */
export interface LineupEntryView {
  playerId: string | null;
  /** 'Lena Frei' for a player of the platform, the typed name otherwise. */
  name: string;
  shirtNumber: number | null;
  role: LineupRole;
  isCaptain: boolean;
  isGoalkeeper: boolean;
}

export interface SideLineup {
  starters: LineupEntryView[];
  bench: LineupEntryView[];
}

/** GET /api/matches/:id/starting-lineups; a side without a line-up is null. */
export interface MatchStartingLineups {
  home: SideLineup | null;
  away: SideLineup | null;
}

/** Answer of PUT /api/manage/matches/:id/lineups/:side. */
export interface SaveLineupResult {
  side: TeamSide;
  lineup: SideLineup | null;
}
