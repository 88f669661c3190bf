import type { LineupPlayer } from "#shared/matches/types.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { playerName } from "./match-event-list.tsx";

/** The player select's value for an event entered without a player. */
export const WITHOUT_PLAYER = "none";

export const CHOOSE_PLAYER = "Bitte wähle einen Spieler oder «Ohne Spieler»";

export function playerOption(p: LineupPlayer) {
  return { value: p.id, label: `${p.playerNumber ? `#${p.playerNumber} ` : ""}${playerName(p)}` };
}

/**
 * A player of the chosen side, or 'Ohne Spieler' (the only choice when the side has no players).
 * `players` are those the pick may name; `squadSize` how many the side has at all, so an empty
 * pick says why (nobody on the bench is not a squad without players).
 */
export function PlayerSelect({
  label,
  value,
  onChange,
  players,
  squadSize,
  error,
  exclude,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  players: readonly LineupPlayer[];
  squadSize?: number;
  error?: string | undefined;
  exclude?: string;
}) {
  const choices = players.filter((p) => p.id !== exclude);
  return (
    <Field
      label={label}
      required
      error={error}
      hint={
        players.length > 0
          ? undefined
          : (squadSize ?? 0) > 0
            ? "Gemäss Aufstellung kommt niemand in Frage."
            : "Für diese Mannschaft sind keine Spieler erfasst."
      }
    >
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        {players.length > 0 ? <option value="">Spieler wählen</option> : null}
        <option value={WITHOUT_PLAYER}>Ohne Spieler</option>
        {choices.map((p) => {
          const o = playerOption(p);
          return (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );
}
