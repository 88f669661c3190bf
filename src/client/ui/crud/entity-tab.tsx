import type { UseMutationResult } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../button.tsx";
import { useConfirm } from "../dialogs-provider.tsx";
import { toast } from "../toast.tsx";

// What every list tab of the club management repeats: one create/edit dialog, deleting a row
// after a confirmation, and the edit/delete buttons on each card.

export const RETRY_HINT = "Bitte versuche es erneut.";

/** An error toast with the server's German message, or the retry hint when it has none. */
export function toastFailure(title: string): (error: unknown) => void {
  return (error) => toast.error(title, errorMessage(error, RETRY_HINT));
}

/** State of a tab's create/edit dialog: `item` null means "create". */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return {
    open: state.open,
    item: state.item,
    openNew: () => setState({ open: true, item: null }),
    openEdit: (item: T) => setState({ open: true, item }),
    // Closing keeps the item so the dialog does not flash its "create" texts while it fades out.
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

/** Deleting a row by id after the user confirmed, and which row is being deleted. */
export function useConfirmedDelete<Result>(remove: UseMutationResult<Result, Error, string>) {
  const confirm = useConfirm();
  return {
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
    async confirmAndDelete(
      id: string,
      options: {
        title: string;
        description: string;
        onSuccess: () => void;
        onError: (error: unknown) => void;
      },
    ) {
      const isConfirmed = await confirm({ title: options.title, description: options.description });
      if (!isConfirmed) return;
      remove.mutate(id, { onSuccess: options.onSuccess, onError: options.onError });
    },
  };
}

/** The 'Bearbeiten' and 'Löschen' buttons of a card; `name` labels them for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  isDeleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${name} bearbeiten`}>
        <Pencil aria-hidden="true" />
        Bearbeiten
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        loading={isDeleting}
        aria-label={`${name} löschen`}
        className="text-live-dark hover:bg-red-50 hover:text-live-dark"
      >
        {isDeleting ? null : <Trash2 aria-hidden="true" />}
        Löschen
      </Button>
    </>
  );
}
