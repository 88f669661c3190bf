import { type FormEvent, useEffect, useState } from "react";
import { CANTONS, LEAGUES } from "#shared/constants.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { useCreateOpponentTeam } from "./manage-api.ts";

/** A team without a club, created from the match dialog (only this club may edit it later). */
export function OpponentTeamDialog({
  clubId,
  open,
  onOpenChange,
  defaults,
  onCreated,
}: {
  clubId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { canton: string; league: string };
  onCreated: (teamId: string) => void;
}) {
  const create = useCreateOpponentTeam(clubId);
  const [name, setName] = useState("");
  const [canton, setCanton] = useState("");
  const [league, setLeague] = useState("");
  const [error, setError] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid();

  useEffect(() => {
    if (!open) return;
    setName("");
    setCanton(defaults.canton);
    setLeague(defaults.league);
    setError(null);
  }, [open, defaults.canton, defaults.league]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form sits inside the match dialog's form in the React tree.
    event.stopPropagation();
    if (!name.trim() || !canton || !league) {
      setError("Bitte fülle alle Felder aus");
      return focusFirstInvalid(event.currentTarget);
    }
    create.mutate(
      { name: name.trim(), canton, league },
      {
        onSuccess: ({ team }) => {
          toast.success("Team wurde erfolgreich erstellt", team.name);
          onCreated(team.id);
          onOpenChange(false);
        },
        onError: (err) =>
          toast.error("Fehler beim Erstellen des Teams", errorMessage(err, "Bitte versuche es erneut.")),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent size="sm" preventClose={create.isPending}>
        <form onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Neues Team</DialogTitle>
            <DialogDescription>Ein Gegner ohne eigenen Verein auf Tschutti.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <Field label="Name" required error={error && !name.trim() ? error : undefined}>
              <Input value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Field label="Kanton" required error={error && !canton ? error : undefined}>
              <NativeSelect
                value={canton}
                onChange={(e) => setCanton(e.target.value)}
                placeholder="Kanton wählen"
                options={CANTONS}
              />
            </Field>
            <Field label="Liga" required error={error && !league ? error : undefined}>
              <NativeSelect
                value={league}
                onChange={(e) => setLeague(e.target.value)}
                placeholder="Liga wählen"
                options={LEAGUES}
              />
            </Field>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Abbrechen
              </Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              Team erstellen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
