import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  COACH_DEFAULT_BIRTH_YEAR,
  COACH_DEFAULT_ROLE,
  COACH_MESSAGES,
  COACH_ROLE_SUGGESTIONS,
  COACH_YEAR_MIN,
  coachSchema,
} from "#shared/coaches/schema.ts";
import type { ManageCoach } from "#shared/coaches/types.ts";
import { zurichYear } from "#shared/format.ts";
import { errorMessage } from "../../lib/api.ts";
import { FormDialog, fieldError as text } from "../../ui/crud/form-dialog.tsx";
import { NameFields, SINCE_DEPENDS_ON_BIRTH, YearFields } from "../../ui/crud/person-fields.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useDialogImage } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSaveCoach } from "./api.ts";

type Schema = ReturnType<typeof coachSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

function draft(coach: ManageCoach | null): FormIn {
  if (!coach) {
    // Spec §5: defaults birth year 1980, since this year, role Trainer.
    return {
      firstName: "",
      lastName: "",
      role: COACH_DEFAULT_ROLE,
      birthYear: COACH_DEFAULT_BIRTH_YEAR,
      atClubSince: zurichYear(),
    };
  }
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    role: coach.role,
    birthYear: coach.birthYear ?? "",
    atClubSince: coach.atClubSince ?? "",
  };
}

/** Add or edit a coach of the selected team; cannot close while the picture uploads. */
export function CoachEditDialog({
  teamId,
  teamName,
  coach,
  open,
  onOpenChange,
  onAdded,
}: {
  teamId: string | null;
  teamName: string;
  coach: ManageCoach | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After «Hinzufügen» succeeded, with the new coach (e.g. to show where the list put him). */
  onAdded?: (coach: ManageCoach) => void;
}) {
  const schema = useMemo(() => coachSchema(), []);
  const save = useSaveCoach();
  const image = useDialogImage("coach");
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  const rolesId = useId();

  useOnOpen(open, () => {
    form.reset(draft(coach));
    image.setImageUrl(coach?.coachImageUrl ?? null);
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!coach && !teamId) {
      toast.error(COACH_MESSAGES.saveFailed, COACH_MESSAGES.noTeam);
      return;
    }
    save.mutate(
      { id: coach?.id ?? null, teamId, input: { ...values, coachImageUrl: image.imageUrl } },
      {
        onSuccess: (result) => {
          toast.success(coach ? COACH_MESSAGES.updated : COACH_MESSAGES.added);
          onOpenChange(false);
          if (!coach) onAdded?.(result.coach);
        },
        onError: (error) => {
          markServerFieldErrors(form, error);
          toast.error(`${COACH_MESSAGES.saveFailed}: ${errorMessage(error, "Unbekannter Fehler")}`);
        },
      },
    );
  });

  const title = coach ? "Trainer bearbeiten" : "Trainer hinzufügen";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={<>Mannschaft: {teamName}</>}
      size="lg"
      onSubmit={onSubmit}
      isSaving={save.isPending}
      isUploading={image.isUploading}
      isDirty={form.formState.isDirty || image.isChanged}
      submitLabel={coach ? "Speichern" : "Hinzufügen"}
    >
      <ImageUpload
        label="Bild"
        aspect="portrait"
        {...image.uploadProps}
        disabled={save.isPending}
        hint="JPG, PNG oder WebP, max. 5 MB."
      />
      <div className="grid grid-cols-1 content-start gap-4 sm:grid-cols-2">
        <NameFields
          firstName={{ field: form.register("firstName"), error: text(errors.firstName?.message) }}
          lastName={{ field: form.register("lastName"), error: text(errors.lastName?.message) }}
        />
        <Field label="Rolle" required error={text(errors.role?.message)} className="sm:col-span-2">
          <Input list={rolesId} autoComplete="off" {...form.register("role")} />
        </Field>
        <datalist id={rolesId}>
          {COACH_ROLE_SUGGESTIONS.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
        <YearFields
          min={COACH_YEAR_MIN}
          required
          birthYear={{
            field: form.register("birthYear", SINCE_DEPENDS_ON_BIRTH),
            error: text(errors.birthYear?.message),
          }}
          atClubSince={{ field: form.register("atClubSince"), error: text(errors.atClubSince?.message) }}
        />
      </div>
    </FormDialog>
  );
}
