import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { shortPlayerNames } from "#shared/players/short-names.ts";
import { cn, focusRing } from "../../ui/cn.ts";

/** 'Nr. 9, Lena Frei', the name a screen reader hears for a number tile. */
export function playerTileLabel(player: MatchPlayerRef): string {
  return player.playerNumber !== null
    ? `Nr. ${player.playerNumber}, ${playerFullName(player)}`
    : playerFullName(player);
}

/** A small yellow card: on a booked player's tile, and in the line that explains it. */
export function BookedMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block h-3.5 w-2.5 shrink-0 rounded-[2px] bg-yellow-400 ring-1 ring-yellow-600",
        className,
      )}
    />
  );
}

/**
 * One side's shirt numbers as large tiles (the second tap of the one-tap panel), then
 * 'ohne Spieler'. A player without a number shows a dash in its place.
 */
export function PlayerGrid({
  players,
  label,
  booked,
  onPick,
  disabled = false,
}: {
  players: readonly MatchPlayerRef[];
  /** Accessible name of the group: 'Spieler FC Seeblick'. */
  label: string;
  /** Players shown a yellow card, marked on their tiles (the yellow card's picker). */
  booked?: ReadonlySet<string> | undefined;
  onPick: (player: MatchPlayerRef | null) => void;
  disabled?: boolean;
}) {
  // Two players of the side with the same last name: «J. Sousa» and «D. Sousa».
  const shortNames = shortPlayerNames(players);
  return (
    <fieldset
      aria-label={label}
      className="m-0 grid min-w-0 grid-cols-4 gap-2 border-0 p-0 min-[400px]:grid-cols-5"
    >
      {players.map((player) => {
        const isBooked = booked?.has(player.id) ?? false;
        return (
          <button
            key={player.id}
            type="button"
            disabled={disabled}
            aria-label={isBooked ? `${playerTileLabel(player)}, schon verwarnt` : playerTileLabel(player)}
            title={playerFullName(player)}
            onClick={() => onPick(player)}
            className={cn(
              "relative flex h-14 min-w-0 flex-col items-center justify-center rounded-xl border border-gray-300 bg-white px-1 text-gray-900 shadow-sm hover:bg-brand-50 active:bg-brand-100 disabled:opacity-50",
              focusRing,
            )}
          >
            {isBooked ? <BookedMark className="absolute top-1.5 right-1.5" /> : null}
            {/* One form for every tile: the number (a dash without one) over the last name, so a
              player without a number does not read like another form of a numbered one's name;
              a namesake's with the first name's initial. */}
            <span className="text-xl font-extrabold tabular-nums">{player.playerNumber ?? "–"}</span>
            <span className="w-full truncate text-center text-[11px] text-gray-600">
              {shortNames.get(player.id) ?? player.lastName}
            </span>
          </button>
        );
      })}
      <button
        type="button"
        disabled={disabled}
        onClick={() => onPick(null)}
        className={cn(
          "col-span-2 flex h-14 items-center justify-center rounded-xl border border-dashed border-gray-400 bg-gray-50 px-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 disabled:opacity-50",
          focusRing,
        )}
      >
        ohne Spieler
      </button>
    </fieldset>
  );
}
