import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogSize,
  DialogTitle,
} from "../dialog.tsx";
import { useDiscardGuard } from "./use-discard-guard.ts";

/** A form's error as the text a Field shows (react-hook-form types messages loosely). */
export const fieldError = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * The create/edit dialog of a management tab: title, description, the fields, 'Abbrechen' and
 * the submit button. It cannot be closed while saving or uploading (or while `holdOpen`, e.g.
 * a nested dialog is open), so a running upload is never lost. Closed with changes in it
 * (`isDirty`), it asks «Änderungen verwerfen?» first; saving closes it without asking.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  bodyClassName = "grid gap-5",
  onSubmit,
  isSaving,
  isUploading,
  holdOpen = false,
  isDirty,
  submitLabel,
  children,
  outsideForm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  size?: DialogSize;
  bodyClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  isUploading: boolean;
  holdOpen?: boolean;
  /** Whether anything was changed since the dialog opened (the form's, a picture's). */
  isDirty: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Rendered inside the dialog but after the form, e.g. a nested dialog with its own form. */
  outsideForm?: ReactNode;
}) {
  const isBusy = isUploading || isSaving;
  const closeAsking = useDiscardGuard(isDirty, onOpenChange);

  function setOpen(next: boolean) {
    if (!next && (isBusy || holdOpen)) return;
    void closeAsking(next);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size={size} preventClose={isBusy}>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody className={bodyClassName}>{children}</DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isBusy}>
                Abbrechen
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSaving} disabled={isUploading}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
        {outsideForm}
      </DialogContent>
    </Dialog>
  );
}
