import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CANTONS, LEAGUES } from "#shared/constants.ts";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import { TEAM_MESSAGES, teamSchema } from "#shared/teams/schema.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { FormDialog } from "../../ui/crud/form-dialog.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useDialogImage } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSaveTeam } from "./api.ts";

type FormIn = z.input<typeof teamSchema>;
type FormOut = z.output<typeof teamSchema>;

export type TeamDialogProps = {
  clubId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to edit; null creates a new one. */
  team: ManageTeam | null;
  /** 'shortcut' is the '+ Team' of the player dialog, with its own toasts (spec §8 'Players'). */
  variant?: "tab" | "shortcut";
  onSaved?: (team: ManageTeam) => void;
};

/** Create or edit a team: name, canton, league, optional image. Cannot close during an upload. */
export function TeamEditDialog({
  clubId,
  open,
  onOpenChange,
  team,
  variant = "tab",
  onSaved,
}: TeamDialogProps) {
  const save = useSaveTeam(clubId);
  const image = useDialogImage("team");
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(teamSchema) });
  const { errors } = form.formState;

  useOnOpen(open, () => {
    form.reset({
      name: team?.name ?? "",
      canton: team?.canton ?? "",
      league: team?.league ?? "",
      group: team?.group ?? DEFAULT_GROUP,
    });
    image.setImageUrl(team?.teamImageUrl ?? null);
    save.reset();
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: team?.id ?? null, input: { ...values, teamImageUrl: image.imageUrl } },
      {
        onSuccess: (result) => {
          if (variant === "shortcut") toast.success(TEAM_MESSAGES.shortcutCreated);
          else toast.success(team ? TEAM_MESSAGES.updated : TEAM_MESSAGES.created, result.team.name);
          onSaved?.(result.team);
          onOpenChange(false);
        },
        onError: (error) => {
          markServerFieldErrors(form, error);
          const title = variant === "shortcut" ? TEAM_MESSAGES.shortcutFailed : TEAM_MESSAGES.saveFailed;
          toast.error(title, errorMessage(error, "Bitte versuche es erneut."));
        },
      },
    ),
  );

  const title = team ? "Mannschaft bearbeiten" : variant === "shortcut" ? "Neues Team" : "Neue Mannschaft";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Name, Kanton und Liga sind Pflichtfelder; das Bild ist optional."
      bodyClassName="grid gap-4"
      onSubmit={onSubmit}
      isSaving={save.isPending}
      isUploading={image.isUploading}
      isDirty={form.formState.isDirty || image.isChanged}
      submitLabel={team ? "Speichern" : "Erstellen"}
    >
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Kanton" required error={errors.canton?.message}>
          <NativeSelect placeholder="Kanton wählen" options={CANTONS} {...form.register("canton")} />
        </Field>
        <Field label="Liga" required error={errors.league?.message}>
          <NativeSelect placeholder="Liga wählen" options={LEAGUES} {...form.register("league")} />
        </Field>
      </div>
      <Field
        label="Gruppe"
        error={errors.group?.message}
        hint="Die Gruppe der laufenden Saison, z. B. «Gruppe 2». Nach gewerteten Meisterschaftsspielen ändert sie nur die Spielleitung."
      >
        <Input autoComplete="off" {...form.register("group")} />
      </Field>
      <ImageUpload
        label="Mannschaftsbild (optional)"
        aspect="wide"
        {...image.uploadProps}
        disabled={save.isPending}
        hint="JPG, PNG oder WebP, höchstens 5 MB."
      />
    </FormDialog>
  );
}
