import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { profileUpdateSchema } from "#shared/account/schema.ts";
import type { Profile } from "#shared/account/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { Field, handleInputProps, Input } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { useUpdateProfile } from "./api.ts";

type FormIn = z.input<typeof profileUpdateSchema>;
type FormOut = z.output<typeof profileUpdateSchema>;

export function ProfileEditDialog({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile;
}) {
  const update = useUpdateProfile();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(profileUpdateSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        username: profile.username,
        fullName: profile.fullName,
        address: profile.address,
        city: profile.city,
        phone: profile.phone,
      });
    }
  }, [open, profile, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success("Profil aktualisiert", "Deine Änderungen wurden gespeichert.");
        onOpenChange(false);
      },
      onError: (error) => {
        // The field the server names (a username another person has) is marked and focused.
        markServerFieldErrors(form, error);
        toast.error("Fehler", errorMessage(error, "Deine Änderungen konnten nicht gespeichert werden."));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent preventClose={update.isPending}>
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Profil bearbeiten</DialogTitle>
            <DialogDescription>
              Adresse, Ort und Telefon siehst nur du. Nutzername und Name sehen auch die Vereine, in denen du
              mitarbeitest, und die Spielleitung.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <Field label="Nutzername" error={errors.username?.message} required>
              <Input autoComplete="nickname" {...handleInputProps} {...form.register("username")} />
            </Field>
            <Field label="Vollständiger Name" error={errors.fullName?.message}>
              <Input autoComplete="name" {...form.register("fullName")} />
            </Field>
            <Field label="Adresse" error={errors.address?.message}>
              <Input autoComplete="street-address" {...form.register("address")} />
            </Field>
            <Field label="Ort" error={errors.city?.message}>
              <Input autoComplete="address-level2" {...form.register("city")} />
            </Field>
            <Field label="Telefon" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register("phone")} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={update.isPending}
            >
              Abbrechen
            </Button>
            <Button type="submit" loading={update.isPending}>
              Speichern
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
