import { useId, useState } from "react";
import type { TeamSide } from "#shared/constants.ts";
import type { LineupEntryView, SideLineup } from "#shared/lineups/types.ts";
import { Field, Textarea } from "../../ui/input.tsx";
import { LineupSaveFooter, useLineupSave } from "./lineup-save.tsx";

// Line-up of an opponent without players on the platform: names typed in, one per line,
// optionally '9 Hans Muster' with the shirt number and '(C)' / '(TW)' for captain and goalkeeper.

const LINE = /^(?:(\d{1,2})\s+)?(.*?)\s*(\((?:C|TW)\))?\s*(\((?:C|TW)\))?$/i;

export function parseNameLines(text: string) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, number, name = "", a = "", b = ""] = LINE.exec(line) ?? [];
      const marks = `${a}${b}`.toUpperCase();
      return {
        name: name.trim(),
        shirtNumber: number ? Number(number) : null,
        isCaptain: marks.includes("(C)"),
        isGoalkeeper: marks.includes("(TW)"),
      };
    });
}

function toLines(entries: readonly LineupEntryView[]): string {
  return entries
    .map((e) =>
      [e.shirtNumber ?? "", e.name, e.isCaptain ? "(C)" : "", e.isGoalkeeper ? "(TW)" : ""]
        .filter(Boolean)
        .join(" "),
    )
    .join("\n");
}

export function NamesLineupEditor({
  matchId,
  side,
  current,
}: {
  matchId: string;
  side: TeamSide;
  current: SideLineup | null;
}) {
  const { error, submit, isPending } = useLineupSave(matchId, side);
  const id = useId();
  const [starters, setStarters] = useState(() => toLines(current?.starters ?? []));
  const [bench, setBench] = useState(() => toLines(current?.bench ?? []));

  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        Ein Name pro Zeile, optional mit Rückennummer vorne und (C) für den Captain, (TW) für den Torhüter –
        z. B. «1 Hans Muster (TW)». Leer lassen, wenn die Namen nicht bekannt sind.
      </p>
      <Field label="Startelf">
        <Textarea
          rows={6}
          value={starters}
          onChange={(e) => setStarters(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </Field>
      <Field label="Ersatzbank">
        <Textarea rows={3} value={bench} onChange={(e) => setBench(e.target.value)} />
      </Field>
      <LineupSaveFooter
        error={error}
        isPending={isPending}
        onSave={() => submit({ starters: parseNameLines(starters), bench: parseNameLines(bench) })}
      />
    </div>
  );
}
