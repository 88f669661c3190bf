import { Link } from "react-router";
import { age, formatYearsAtClub } from "#shared/format.ts";
import type { TeamPlayer } from "#shared/teams/types.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Stat, StatGroup } from "../../ui/stat.tsx";
import { Portrait, shirtNumber } from "./portrait.tsx";

/** Details of one player of the team list: portrait, facts and the statistics from match events. */
export function PlayerDetailsDialog({ player, onClose }: { player: TeamPlayer | null; onClose: () => void }) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {player ? (
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>
              {player.firstName} {player.lastName}
            </DialogTitle>
            <DialogDescription>
              #{shirtNumber(player.playerNumber)} · {player.position ?? "Position unbekannt"}
            </DialogDescription>
          </DialogHeader>
          <div className="mt-5 flex flex-col gap-5 sm:flex-row">
            <Portrait
              src={player.playerImageUrl}
              name={`${player.firstName} ${player.lastName}`}
              className="mx-auto max-w-40 rounded-xl sm:mx-0 sm:w-40 sm:shrink-0"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <Fact
                  label="Alter"
                  value={player.birthYear ? `${age(player.birthYear)} Jahre` : "Nicht verfügbar"}
                />
                <Fact label="Geburtsjahr" value={player.birthYear ?? "Nicht verfügbar"} />
                <Fact label="Position" value={player.position ?? "Nicht verfügbar"} />
                <Fact
                  label="Im Verein"
                  value={player.atClubSince ? formatYearsAtClub(player.atClubSince) : "Nicht verfügbar"}
                />
              </dl>
              <StatGroup className="grid-cols-3 sm:grid-cols-5">
                <Stat label="Tore" value={player.stats.goals} tone="brand" />
                <Stat label="Assists" value={player.stats.assists} />
                <Stat label="Gelb" value={player.stats.yellowCards} tone="yellow" />
                <Stat label="Gelb-Rot" value={player.stats.yellowRedCards} tone="red" />
                <Stat label="Rot" value={player.stats.redCards} tone="red" />
              </StatGroup>
              <Button asChild variant="outline" className="self-start">
                <Link to={`/players/${player.id}`}>Zum Spielerprofil</Link>
              </Button>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
