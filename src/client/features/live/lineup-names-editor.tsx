import { useId, useState } from "react";
import type { TeamSide } from "#shared/constants.ts";
import { LINEUP_MESSAGES, type LineupFormValues } from "#shared/lineups/schema.ts";
import type { LineupEntryView, SideLineup } from "#shared/lineups/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Textarea } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { firstLineupError, useSaveLineup } from "./lineup-api.ts";

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
  const save = useSaveLineup(matchId);
  const id = useId();
  const [starters, setStarters] = useState(() => toLines(current?.starters ?? []));
  const [bench, setBench] = useState(() => toLines(current?.bench ?? []));
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const input: LineupFormValues = { starters: parseNameLines(starters), bench: parseNameLines(bench) };
    const problem = firstLineupError(input);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(
      { side, input },
      {
        onSuccess: () => toast.success(LINEUP_MESSAGES.saved),
        onError: (e) => setError(errorMessage(e, LINEUP_MESSAGES.saveFailed)),
      },
    );
  }

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
      {error ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {error}
        </p>
      ) : null}
      <div>
        <Button onClick={submit} loading={save.isPending}>
          Aufstellung speichern
        </Button>
      </div>
    </div>
  );
}
