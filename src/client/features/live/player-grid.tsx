import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { cn, focusRing } from "../../ui/cn.ts";

/** 'Nr. 9, Lena Frei', the name a screen reader hears for a number tile. */
export function playerTileLabel(player: MatchPlayerRef): string {
  return player.playerNumber !== null
    ? `Nr. ${player.playerNumber}, ${playerFullName(player)}`
    : playerFullName(player);
}

/**
 * One side's shirt numbers as large tiles (the second tap of the one-tap panel), then
 * 'ohne Spieler'. A player without a number shows a dash in its place.
 */
export function PlayerGrid({
  players,
  label,
  onPick,
  disabled = false,
}: {
  players: readonly MatchPlayerRef[];
  /** Accessible name of the group: 'Spieler FC Seeblick'. */
  label: string;
  onPick: (player: MatchPlayerRef | null) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset
      aria-label={label}
      className="m-0 grid min-w-0 grid-cols-4 gap-2 border-0 p-0 min-[400px]:grid-cols-5"
    >
      {players.map((player) => (
        <button
          key={player.id}
          type="button"
          disabled={disabled}
          aria-label={playerTileLabel(player)}
          title={playerFullName(player)}
          onClick={() => onPick(player)}
          className={cn(
            "flex h-14 min-w-0 flex-col items-center justify-center rounded-xl border border-gray-300 bg-white px-1 text-gray-900 shadow-sm hover:bg-brand-50 active:bg-brand-100 disabled:opacity-50",
            focusRing,
          )}
        >
          {/* One form for every tile: the number (a dash without one) over the last name, so a
              player without a number does not read like another form of a numbered one's name. */}
          <span className="text-xl font-extrabold tabular-nums">{player.playerNumber ?? "–"}</span>
          <span className="w-full truncate text-center text-[11px] text-gray-600">{player.lastName}</span>
        </button>
      ))}
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
