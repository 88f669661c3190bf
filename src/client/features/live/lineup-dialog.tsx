import type { LineupPlayer, MatchLineups } from "#shared/matches/types.ts";
import { Avatar, TeamLogo } from "../../ui/avatar.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { playerName } from "../matches/match-event-list.tsx";
import { fullTeamName, teamLogoSrc } from "../matches/match-teams.tsx";

/**
 * 'Aufstellung': one column per team with logo, name and player cards (image, name, #number,
 * position). Radix closes it on an outside click or the close button and locks page scrolling.
 */
export function LineupDialog({
  lineups,
  open,
  onOpenChange,
  onPlayerClick,
}: {
  lineups: MatchLineups;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlayerClick?: (player: LineupPlayer) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Aufstellung</DialogTitle>
          <DialogDescription>
            {fullTeamName(lineups.home.team)} gegen {fullTeamName(lineups.away.team)}
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {[lineups.home, lineups.away].map((side) => (
            <section key={side.team.id} aria-label={fullTeamName(side.team)} className="flex flex-col gap-3">
              <h3 className="flex items-center gap-2 text-base font-bold text-gray-900">
                <TeamLogo name={side.team.name} src={teamLogoSrc(side.team)} size="md" decorative />
                {fullTeamName(side.team)}
              </h3>
              <ul className="flex flex-col gap-2">
                {side.players.map((player) => {
                  const content = (
                    <>
                      <Avatar name={playerName(player)} src={player.playerImageUrl} size="md" decorative />
                      <span className="min-w-0 flex-1 text-left">
                        <span className="block truncate font-semibold text-gray-900">
                          {playerName(player)}
                        </span>
                        <span className="block text-xs text-gray-600">
                          {player.position ?? "Position unbekannt"}
                        </span>
                      </span>
                      {player.playerNumber ? (
                        <span className="shrink-0 text-sm font-bold tabular-nums text-brand-700">
                          #{player.playerNumber}
                        </span>
                      ) : null}
                    </>
                  );
                  return (
                    <li key={player.id}>
                      {onPlayerClick ? (
                        <button
                          type="button"
                          onClick={() => onPlayerClick(player)}
                          className="flex w-full items-center gap-3 rounded-lg border border-gray-200 bg-white p-2 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {content}
                        </button>
                      ) : (
                        <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2">
                          {content}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
