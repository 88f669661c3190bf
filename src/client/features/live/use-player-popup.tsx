import { useState } from "react";
import type { LineupPlayer, MatchLineups } from "#shared/matches/types.ts";
import { fullTeamName } from "../matches/match-teams.tsx";
import { PlayerPopup } from "./dialogs-on-demand.tsx";

/** Opens the player popup for a player of either line-up (event names, line-up cards). */
export function usePlayerPopup(lineups: MatchLineups | undefined) {
  const [player, setPlayer] = useState<LineupPlayer | null>(null);
  const teamName =
    player && lineups
      ? player.teamId === lineups.home.team.id
        ? fullTeamName(lineups.home.team)
        : fullTeamName(lineups.away.team)
      : null;
  return {
    openById: (playerId: string) => {
      const found = [...(lineups?.home.players ?? []), ...(lineups?.away.players ?? [])].find(
        (p) => p.id === playerId,
      );
      if (found) setPlayer(found);
    },
    open: setPlayer,
    popup: (
      <PlayerPopup player={player} teamName={teamName} onOpenChange={(open) => !open && setPlayer(null)} />
    ),
  };
}
