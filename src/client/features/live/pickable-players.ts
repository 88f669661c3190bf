import type { MatchLineups, MatchPlayerRef } from "#shared/api/matches.ts";
import type { SidePlayers } from "./one-tap-panel.tsx";

function byNumber(a: MatchPlayerRef, b: MatchPlayerRef): number {
  if (a.playerNumber === null || b.playerNumber === null) {
    return a.playerNumber === b.playerNumber
      ? a.lastName.localeCompare(b.lastName, "de-CH")
      : a.playerNumber === null
        ? 1
        : -1;
  }
  return a.playerNumber - b.playerNumber;
}

/** The players the one-tap panel offers per side, by shirt number. */
export function pickablePlayers(lineups: MatchLineups | undefined): SidePlayers {
  return {
    home: [...(lineups?.home.players ?? [])].sort(byNumber),
    away: [...(lineups?.away.players ?? [])].sort(byNumber),
  };
}
