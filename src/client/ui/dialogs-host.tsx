import { type FormEvent, useState } from "react";
import { Button } from "./button.tsx";
import {
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog.tsx";
import type { PromptOptions, Request } from "./dialogs-provider.tsx";
import { keepFocusWhenRemoved } from "./focus-after-removal.ts";
import { useFocusFirstInvalid } from "./focus-first-invalid.ts";
import { Field, Input, Textarea } from "./input.tsx";

/** The confirm and prompt dialogs of `DialogsProvider`, in their own chunk. */
export function DialogsHost({
  request,
  settle,
}: {
  request: Request | null;
  settle: (id: number, value: boolean | string | null) => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={request?.kind === "confirm"}
        onOpenChange={(isOpen) => {
          if (!isOpen && request) settle(request.id, false);
        }}
        title={request?.kind === "confirm" ? request.options.title : ""}
        description={request?.kind === "confirm" ? request.options.description : undefined}
        confirmLabel={request?.kind === "confirm" ? request.options.confirmLabel : undefined}
        cancelLabel={request?.kind === "confirm" ? request.options.cancelLabel : undefined}
        destructive={request?.kind === "confirm" ? request.options.destructive : undefined}
        onConfirm={() => {
          if (!request) return;
          keepFocusWhenRemoved(request.opener);
          settle(request.id, true);
        }}
      />
      <PromptDialog
        key={request?.id}
        open={request?.kind === "prompt"}
        options={request?.kind === "prompt" ? request.options : null}
        onSubmit={(text) => {
          if (!request) return;
          keepFocusWhenRemoved(request.opener);
          settle(request.id, text);
        }}
        onCancel={() => {
          if (request) settle(request.id, null);
        }}
      />
    </>
  );
}

export type PromptDialogProps = {
  open: boolean;
  options: PromptOptions | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
};

/** A dialog asking for one value. Usually used through `usePrompt()`. */
export function PromptDialog({ open, options, onSubmit, onCancel }: PromptDialogProps) {
  const [value, setValue] = useState(() =>
    options?.defaultValue === undefined ? "" : String(options.defaultValue),
  );
  const [error, setError] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid();

  function check(text: string): string | null {
    if (!options) return null;
    const { required = true, inputType = "text", min, max, validate } = options;
    if (text === "") {
      if (required === false) return null;
      return typeof required === "string" ? required : "Bitte fülle dieses Feld aus.";
    }
    if (inputType === "number") {
      const number = Number(text);
      if (!Number.isInteger(number)) return "Bitte gib eine ganze Zahl ein.";
      if (min !== undefined && number < min) return `Die Zahl muss mindestens ${min} sein.`;
      if (max !== undefined && number > max) return `Die Zahl darf höchstens ${max} sein.`;
    }
    return validate ? validate(text) : null;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const text = value.trim();
    const problem = check(text);
    setError(problem);
    if (problem === null) onSubmit(text);
    else focusFirstInvalid(event.currentTarget);
  }

  const isNumber = options?.inputType === "number";
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
    >
      {options ? (
        <DialogContent size="sm" {...(options.description ? {} : { "aria-describedby": undefined })}>
          <form onSubmit={handleSubmit} noValidate>
            <DialogHeader>
              <DialogTitle>{options.title}</DialogTitle>
              {options.description ? <DialogDescription>{options.description}</DialogDescription> : null}
            </DialogHeader>
            <DialogBody>
              <Field
                label={options.label}
                hint={options.hint}
                error={error}
                required={options.required !== false}
              >
                {options.multiline && !isNumber ? (
                  <Textarea
                    value={value}
                    placeholder={options.placeholder}
                    onChange={(event) => setValue(event.target.value)}
                    rows={3}
                  />
                ) : (
                  <Input
                    type={isNumber ? "number" : "text"}
                    inputMode={isNumber ? "numeric" : undefined}
                    min={isNumber ? options.min : undefined}
                    max={isNumber ? options.max : undefined}
                    step={isNumber ? 1 : undefined}
                    value={value}
                    placeholder={options.placeholder}
                    onChange={(event) => setValue(event.target.value)}
                  />
                )}
              </Field>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {options.cancelLabel ?? "Abbrechen"}
                </Button>
              </DialogClose>
              <Button type="submit" variant={options.destructive ? "danger" : "primary"}>
                {options.confirmLabel ?? "Speichern"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
