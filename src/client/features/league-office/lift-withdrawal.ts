import { errorMessage } from "../../lib/api.ts";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { toast } from "../../ui/toast.tsx";
import { useUndoWithdrawal } from "./api.ts";

// «Rückzug aufheben», from the team's line (Einteilung) and from the list of withdrawals
// (Entscheide): both ask first, since taking a withdrawal back sets the matches it called off
// again and puts the team back into the table.

/** Asks, then takes the team's withdrawal of the season back; `isPending` while it does. */
export function useLiftWithdrawal(season: number) {
  const undo = useUndoWithdrawal();
  const confirm = useConfirm();

  async function lift(team: { teamId: string; name: string }) {
    const ok = await confirm({
      title: `Rückzug von ${team.name} aufheben?`,
      description:
        "Die Spiele der Mannschaft zählen wieder in der Tabelle, und die Spiele, die der Rückzug abgesagt hat, werden wieder angesetzt.",
      confirmLabel: "Rückzug aufheben",
    });
    if (!ok) return;
    undo.mutate(
      { teamId: team.teamId, season },
      {
        onSuccess: () => toast.success(team.name, "Rückzug aufgehoben."),
        onError: (error) => toast.error("Nicht aufgehoben", errorMessage(error, "Bitte versuche es erneut.")),
      },
    );
  }

  return { lift, isPending: undo.isPending };
}
