import { ChevronRight } from "lucide-react";
import { POSITIONS, type Position } from "#shared/constants.ts";
import { age } from "#shared/format.ts";
import type { TeamPlayer } from "#shared/teams/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { cn, focusRingInset } from "../../ui/cn.ts";
import { shirtNumber } from "./portrait.tsx";

// The squad as a sports app shows it: one compact row per player, grouped by position in the
// order of the pitch (keeper to strikers), by shirt number inside a group.

const GROUP_TITLES: Record<Position, string> = {
  Torwart: "Torhüter",
  Verteidiger: "Verteidigung",
  Mittelfeldspieler: "Mittelfeld",
  Stürmer: "Sturm",
};
const NO_POSITION = "Ohne Position";

export interface SquadGroup {
  title: string;
  players: TeamPlayer[];
}

/** Players grouped by position (empty groups left out), numbered players first by number, then by name. */
export function groupSquad(players: readonly TeamPlayer[]): SquadGroup[] {
  const byNumberThenName = (a: TeamPlayer, b: TeamPlayer) =>
    (a.playerNumber ?? Number.POSITIVE_INFINITY) - (b.playerNumber ?? Number.POSITIVE_INFINITY) ||
    compareNames(a.lastName, b.lastName) ||
    compareNames(a.firstName, b.firstName);
  const groups = POSITIONS.map((position) => ({
    title: GROUP_TITLES[position],
    players: players.filter((p) => p.position === position).sort(byNumberThenName),
  }));
  groups.push({
    title: NO_POSITION,
    players: players.filter((p) => !p.position || !POSITIONS.includes(p.position)).sort(byNumberThenName),
  });
  return groups.filter((g) => g.players.length > 0);
}

export function SquadList({
  players,
  onSelect,
}: {
  players: readonly TeamPlayer[];
  onSelect: (player: TeamPlayer) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {groupSquad(players).map((group) => (
        <section key={group.title} aria-labelledby={`squad-${group.title}`}>
          <h2
            id={`squad-${group.title}`}
            className="mb-2 flex items-baseline justify-between text-xs font-bold tracking-wider text-gray-600 uppercase"
          >
            {group.title}
            <span className="font-semibold normal-case tracking-normal">{group.players.length}</span>
          </h2>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white">
            {group.players.map((player) => {
              const fullName = `${player.firstName} ${player.lastName}`;
              return (
                <li key={player.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(player)}
                    aria-haspopup="dialog"
                    className={cn(rowClass, "unscripted:hidden", focusRingInset)}
                  >
                    <SquadRow player={player} fullName={fullName} />
                  </button>
                  {/* Without scripts the dialog cannot open: the player's own page instead. */}
                  <a
                    href={`/players/${player.id}`}
                    className={cn(rowClass, "hidden unscripted:flex", focusRingInset)}
                  >
                    <SquadRow player={player} fullName={fullName} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

const rowClass = "flex w-full items-center gap-3 px-3 py-2 text-left transition-colors hover:bg-gray-50";

function SquadRow({ player, fullName }: { player: TeamPlayer; fullName: string }) {
  return (
    <>
      <span className="w-7 shrink-0 text-center text-base font-extrabold tabular-nums text-brand-800">
        <span aria-hidden="true">{shirtNumber(player.playerNumber)}</span>
        <span className="sr-only">
          {player.playerNumber === null ? "Keine Rückennummer" : `Nummer ${player.playerNumber}`}
        </span>
      </span>
      <Avatar name={fullName} src={player.playerImageUrl} size="md" decorative />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold leading-tight wrap-anywhere">{fullName}</span>
        {player.birthYear ? (
          <span className="text-xs text-gray-600">{age(player.birthYear)} Jahre</span>
        ) : null}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
    </>
  );
}
