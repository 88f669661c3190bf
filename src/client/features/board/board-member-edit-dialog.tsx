import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { BOARD_MESSAGES, BOARD_YEAR_MIN, boardDefaults, boardMemberSchema } from "#shared/board/schema.ts";
import type { ManageBoardMember } from "#shared/board/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { FormDialog, fieldError as text } from "../../ui/crud/form-dialog.tsx";
import { NameFields, SINCE_DEPENDS_ON_BIRTH, YearFields } from "../../ui/crud/person-fields.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useDialogImage } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSaveBoardMember } from "./api.ts";

type Schema = ReturnType<typeof boardMemberSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

function draft(member: ManageBoardMember | null): FormIn {
  if (!member) {
    return { firstName: "", lastName: "", role: "", email: "", phone: "", ...boardDefaults() };
  }
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role,
    birthYear: member.birthYear ?? "",
    atClubSince: member.atClubSince ?? "",
    email: member.email ?? "",
    phone: member.phone ?? "",
  };
}

// The public club page links both under «Vorstand»: a board member's private mobile number typed
// here is there for everyone, and «Optional» alone read as if it stayed inside the club.
const PUBLIC_CONTACT_HINT = "Optional. Erscheint öffentlich auf eurer Vereinsseite unter «Vorstand».";

/** Add or edit a board member (club-management §5 'Board member'). */
export function BoardMemberEditDialog({
  clubId,
  member,
  open,
  onOpenChange,
  onAdded,
}: {
  clubId: string;
  member: ManageBoardMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After «Hinzufügen» succeeded, with the new member (e.g. to show where the list put them). */
  onAdded?: (member: ManageBoardMember) => void;
}) {
  const schema = useMemo(() => boardMemberSchema(), []);
  const save = useSaveBoardMember(clubId);
  const image = useDialogImage("board");
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;

  useOnOpen(open, () => {
    form.reset(draft(member));
    image.setImageUrl(member?.memberImageUrl ?? null);
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: member?.id ?? null, input: { ...values, memberImageUrl: image.imageUrl } },
      {
        onSuccess: (result) => {
          toast.success(member ? BOARD_MESSAGES.saved : BOARD_MESSAGES.added);
          onOpenChange(false);
          if (!member) onAdded?.(result.boardMember);
        },
        onError: (error) => {
          markServerFieldErrors(form, error);
          toast.error(BOARD_MESSAGES.saveFailed, errorMessage(error, "Bitte versuche es erneut."));
        },
      },
    ),
  );

  const title = member ? "Vorstandsmitglied bearbeiten" : "Vorstandsmitglied hinzufügen";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Vorname, Nachname und Funktion sind Pflichtfelder."
      size="lg"
      onSubmit={onSubmit}
      isSaving={save.isPending}
      isUploading={image.isUploading}
      isDirty={form.formState.isDirty || image.isChanged}
      submitLabel={member ? "Speichern" : "Hinzufügen"}
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
        <Field label="Funktion" required error={text(errors.role?.message)} className="sm:col-span-2">
          <Input placeholder="z. B. Präsident, Kassierin" autoComplete="off" {...form.register("role")} />
        </Field>
        <YearFields
          min={BOARD_YEAR_MIN}
          birthYear={{
            field: form.register("birthYear", SINCE_DEPENDS_ON_BIRTH),
            error: text(errors.birthYear?.message),
          }}
          atClubSince={{ field: form.register("atClubSince"), error: text(errors.atClubSince?.message) }}
        />
        <Field label="E-Mail" hint={PUBLIC_CONTACT_HINT} error={text(errors.email?.message)}>
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </Field>
        <Field label="Telefon" hint={PUBLIC_CONTACT_HINT} error={text(errors.phone?.message)}>
          <Input type="tel" autoComplete="off" {...form.register("phone")} />
        </Field>
      </div>
    </FormDialog>
  );
}
