import type { EventType } from "../constants.ts";

// Player statistics follow from match events (docs/architecture.md, Data). The server keeps them as counters
// in the database (player_season_stats, migrations 0009 and 0030), by the same rule written in
// SQL, per player, season and team: an event counts for the team of its side in its match (the
// player's team when it was written), so a player's goals stay with the team he scored them for
// when he moves. statsFromEvents is that rule's reference for one team's events:
// player-stat-counters.test.ts checks the counters against it after a long random sequence of
// writes, so the two cannot drift apart.

export type PlayerStats = {
  goals: number;
  assists: number;
  yellowCards: number;
  /** Second yellow: its own column, and a sending-off. */
  yellowRedCards: number;
  redCards: number;
};

/** What a player did for one team (his page names each team he has numbers for). */
export interface PlayerTeamStats {
  teamId: string;
  teamName: string;
  stats: PlayerStats;
}

export type StatsEvent = {
  eventType: EventType;
  playerId: string | null;
  assistPlayerId: string | null;
};

export function emptyStats(): PlayerStats {
  return { goals: 0, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 0 };
}

function statsOf(map: Map<string, PlayerStats>, playerId: string): PlayerStats {
  let stats = map.get(playerId);
  if (!stats) {
    stats = emptyStats();
    map.set(playerId, stats);
  }
  return stats;
}

/**
 * Totals per player. Only players with at least one counted event get an entry; read with
 * `statsFor` to get zeros for the rest. An assist is counted only on a goal, and even when
 * the scorer is unknown, because the assisting player is still credited. Cards count as
 * entered: a second yellow followed by a red is one yellow more and one red.
 */
export function statsFromEvents(events: readonly StatsEvent[]): Map<string, PlayerStats> {
  const map = new Map<string, PlayerStats>();
  for (const event of events) {
    switch (event.eventType) {
      case "goal":
      case "penaltyGoal":
        if (event.playerId) statsOf(map, event.playerId).goals += 1;
        if (event.assistPlayerId && event.assistPlayerId !== event.playerId) {
          statsOf(map, event.assistPlayerId).assists += 1;
        }
        break;
      case "yellowCard":
        if (event.playerId) statsOf(map, event.playerId).yellowCards += 1;
        break;
      case "yellowRedCard":
        if (event.playerId) statsOf(map, event.playerId).yellowRedCards += 1;
        break;
      case "redCard":
        if (event.playerId) statsOf(map, event.playerId).redCards += 1;
        break;
      // An own goal counts for the other side but is never the player's goal.
      case "ownGoal":
      case "missedPenalty":
      case "comment":
      case "substitution":
      case "kickoff":
      case "halftime":
      case "finalWhistle":
        break;
    }
  }
  return map;
}

/** The player's totals, zeros when the player has no counted event. */
export function statsFor(map: ReadonlyMap<string, PlayerStats>, playerId: string): PlayerStats {
  return map.get(playerId) ?? emptyStats();
}
