import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { usePrompt } from "../../ui/dialogs-provider.tsx";
import { toast } from "../../ui/toast.tsx";
import { useDeleteClub } from "./api.ts";

/** 'Verein löschen': the way out for a last administrator who wants to delete the account. */
export function DeleteClubCard({
  clubId,
  clubName,
  keepsOtherClubs,
}: {
  clubId: string;
  clubName: string;
  /** The person belongs to another club too: the account stays as it is. */
  keepsOtherClubs: boolean;
}) {
  const prompt = usePrompt();
  const navigate = useNavigate();
  // Then the account can go too: the profile page offers «Konto löschen».
  const remove = useDeleteClub(clubId, () => {
    if (keepsOtherClubs) toast.success("Verein gelöscht", "Deine anderen Vereine verwaltest du weiter.");
    else
      toast.success("Verein gelöscht", "Dein Konto ist jetzt ein Fan-Konto; du kannst es im Profil löschen.");
    return navigate("/profile", { replace: true, flushSync: true });
  });
  const name = clubDisplayName(clubName);

  async function handle() {
    const typed = await prompt({
      title: "Verein endgültig löschen?",
      description: `Mannschaften, Spieler, Trainer, Vorstand, News und Spiele von «${name}» werden gelöscht. Spiele, die andere Vereine mit dir vereinbart haben, bleiben in deren Spielplan: gespielte mit ihrem Resultat, kommende als abgesagt. Das lässt sich nicht rückgängig machen.`,
      label: "Zur Bestätigung den Vereinsnamen eingeben",
      confirmLabel: "Verein löschen",
      validate: (value) => (value.trim() === name ? null : "Der Name stimmt nicht."),
    });
    if (typed === null) return;
    remove.mutate(undefined, {
      onError: (error) =>
        toast.error("Verein nicht gelöscht", errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle as="h3" className="text-red-800">
          Verein löschen
        </CardTitle>
        <CardDescription>
          Löscht den Verein mit allem, was zu ihm gehört, für alle Mitglieder.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => void handle()} loading={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Verein löschen
        </Button>
      </CardContent>
    </Card>
  );
}
