import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { age, formatYearsAtClub } from "#shared/format.ts";
import type { LineupPlayer } from "#shared/matches/types.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Stat, StatGroup } from "../../ui/stat.tsx";
import { playerName } from "../matches/match-event-list.tsx";

/** The player profile popup of the ticker (age, position, birth year, years at club, statistics). */
export function PlayerPopup({
  player,
  teamName,
  onOpenChange,
}: {
  player: LineupPlayer | null;
  teamName: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={player !== null} onOpenChange={onOpenChange}>
      {player ? (
        <DialogContent size="sm">
          <DialogHeader>
            <div className="flex items-center gap-4">
              <Avatar name={playerName(player)} src={player.playerImageUrl} size="xl" decorative />
              <div className="min-w-0">
                <DialogTitle>{playerName(player)}</DialogTitle>
                <DialogDescription>{teamName ?? ""}</DialogDescription>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {player.playerNumber ? <Badge>#{player.playerNumber}</Badge> : null}
                  {player.position ? <Badge variant="muted">{player.position}</Badge> : null}
                </div>
              </div>
            </div>
          </DialogHeader>
          <dl className="mt-5 grid grid-cols-2 gap-2 text-sm">
            <Fact
              label="Alter"
              value={player.birthYear ? `${age(player.birthYear)} Jahre` : "Nicht verfügbar"}
            />
            <Fact
              label="Geburtsjahr"
              value={player.birthYear ? String(player.birthYear) : "Nicht verfügbar"}
            />
            <Fact label="Position" value={player.position ?? "Nicht verfügbar"} />
            <Fact
              label="Im Verein"
              value={player.atClubSince ? formatYearsAtClub(player.atClubSince) : "Nicht verfügbar"}
            />
          </dl>
          <StatGroup className="mt-3">
            <Stat label="Tore" value={player.goals} tone="brand" />
            <Stat label="Assists" value={player.assists} />
            <Stat label="Gelbe Karten" value={player.yellowCards} tone="yellow" />
            <Stat label="Gelb-Rote Karten" value={player.yellowRedCards} tone="red" />
            <Stat label="Rote Karten" value={player.redCards} tone="red" />
          </StatGroup>
          <Button asChild variant="outline" className="mt-4 w-full">
            <Link to={`/players/${player.id}`}>
              Zum Spielerprofil
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
