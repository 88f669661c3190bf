import { useState } from "react";
import type { TeamSide } from "#shared/constants.ts";
import { LINEUP_MESSAGES, type LineupFormValues } from "#shared/lineups/schema.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { firstLineupError, useSaveLineup } from "./lineup-api.ts";

// What both line-up editors (players of the squad, typed-in names) share: the check before the
// request, the save with its toast, and the error line above 'Aufstellung speichern'.

export function useLineupSave(matchId: string, side: TeamSide) {
  const save = useSaveLineup(matchId);
  const [error, setError] = useState<string | null>(null);

  function submit(input: LineupFormValues) {
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

  return { error, setError, submit, isPending: save.isPending };
}

export function LineupSaveFooter({
  error,
  isPending,
  onSave,
}: {
  error: string | null;
  isPending: boolean;
  onSave: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {error}
        </p>
      ) : null}
      <div>
        <Button onClick={onSave} loading={isPending}>
          Aufstellung speichern
        </Button>
      </div>
    </>
  );
}
