import type { TeamSide } from "#shared/constants.ts";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import { offeredPlayers, type PlayerStandings } from "#shared/matches/player-rules.ts";
import type { MatchLineups, MatchPlayerRef } from "#shared/matches/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { SidePlayers } from "./one-tap-step.tsx";

function byNumber(a: MatchPlayerRef, b: MatchPlayerRef): number {
  if (a.playerNumber === null || b.playerNumber === null) {
    if (a.playerNumber === b.playerNumber) return compareNames(a.lastName, b.lastName);
    return a.playerNumber === null ? 1 : -1;
  }
  return a.playerNumber - b.playerNumber;
}

/**
 * The players the one-tap panel offers per side, by shirt number: those in the side's line-up
 * when one is set (fewer tiles, the right ones), otherwise the whole squad; never a player sent
 * off or substituted off (the rule the server checks, shared/matches/player-rules.ts).
 */
export function pickablePlayers(
  squads: MatchLineups | undefined,
  lineups: MatchStartingLineups | undefined,
  standings: PlayerStandings,
): SidePlayers {
  const pick = (side: TeamSide) => {
    const squad = squads?.[side].players ?? [];
    const lineup = lineups?.[side];
    const ids = new Set(
      [...(lineup?.starters ?? []), ...(lineup?.bench ?? [])].map((e) => e.playerId).filter(Boolean),
    );
    const chosen = ids.size > 0 ? squad.filter((p) => ids.has(p.id)) : squad;
    return offeredPlayers(chosen, standings).sort(byNumber);
  };
  return { home: pick("home"), away: pick("away") };
}
