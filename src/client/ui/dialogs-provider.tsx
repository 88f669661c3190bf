import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
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
import { Field, Input, Textarea } from "./input.tsx";

export type ConfirmOptions = {
  title: ReactNode;
  description?: ReactNode;
  /** Default 'Löschen'. */
  confirmLabel?: string;
  /** Default 'Abbrechen'. */
  cancelLabel?: string;
  /** Red confirm button; default true. */
  destructive?: boolean;
};

export type PromptOptions = {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  defaultValue?: string | number;
  inputType?: "text" | "number";
  /** A textarea instead of a one-line input (text only), e.g. for a cancellation reason. */
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
  /** Empty input is refused; default true. */
  required?: boolean;
  /** Bounds for `inputType: "number"` (whole numbers). */
  min?: number;
  max?: number;
  /** Extra check; return a German error text or null. */
  validate?: (value: string) => string | null;
  /** Default 'Speichern'. */
  confirmLabel?: string;
  /** Default 'Abbrechen'. */
  cancelLabel?: string;
};

type Request =
  | { id: number; kind: "confirm"; options: ConfirmOptions; resolve: (value: boolean) => void }
  | { id: number; kind: "prompt"; options: PromptOptions; resolve: (value: string | null) => void };

type DialogsContextValue = {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  prompt: (options: PromptOptions) => Promise<string | null>;
};

const DialogsContext = createContext<DialogsContextValue | null>(null);

/** Mount once near the root; enables `useConfirm()` and `usePrompt()`. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const current = useRef<Request | null>(null);
  const nextId = useRef(0);

  const settle = useCallback((id: number, value: boolean | string | null) => {
    const pending = current.current;
    if (!pending || pending.id !== id) return;
    current.current = null;
    if (pending.kind === "confirm") pending.resolve(value === true);
    else pending.resolve(typeof value === "string" ? value : null);
    setRequest(null);
  }, []);

  const open = useCallback((next: Request) => {
    // A new question cancels one still open.
    const pending = current.current;
    if (pending?.kind === "confirm") pending.resolve(false);
    else if (pending?.kind === "prompt") pending.resolve(null);
    current.current = next;
    setRequest(next);
  }, []);

  const value = useMemo<DialogsContextValue>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          nextId.current += 1;
          open({ id: nextId.current, kind: "confirm", options, resolve });
        }),
      prompt: (options) =>
        new Promise<string | null>((resolve) => {
          nextId.current += 1;
          open({ id: nextId.current, kind: "prompt", options, resolve });
        }),
    }),
    [open],
  );

  return (
    <DialogsContext.Provider value={value}>
      {children}
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
          if (request) settle(request.id, true);
        }}
      />
      <PromptDialog
        key={request?.id}
        open={request?.kind === "prompt"}
        options={request?.kind === "prompt" ? request.options : null}
        onSubmit={(text) => {
          if (request) settle(request.id, text);
        }}
        onCancel={() => {
          if (request) settle(request.id, null);
        }}
      />
    </DialogsContext.Provider>
  );
}

function useDialogs(hookName: string): DialogsContextValue {
  const context = useContext(DialogsContext);
  if (!context) throw new Error(`${hookName}() needs <DialogsProvider> above it`);
  return context;
}

/**
 * `const confirm = useConfirm();`
 * `if (await confirm({ title: "Trainer löschen", description: "…" })) deleteCoach.mutate(id);`
 * Resolves true on confirm, false on cancel / Escape.
 */
export function useConfirm(): DialogsContextValue["confirm"] {
  return useDialogs("useConfirm").confirm;
}

/**
 * `const prompt = usePrompt();`
 * `const minutes = await prompt({ title: "Nachspielzeit", label: "Minuten", inputType: "number", min: 0, max: 30 });`
 * Resolves the trimmed text, or null when cancelled.
 */
export function usePrompt(): DialogsContextValue["prompt"] {
  return useDialogs("usePrompt").prompt;
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

  function check(text: string): string | null {
    if (!options) return null;
    const { required = true, inputType = "text", min, max, validate } = options;
    if (text === "") return required ? "Bitte fülle dieses Feld aus." : null;
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
                required={options.required ?? true}
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
              <Button type="submit">{options.confirmLabel ?? "Speichern"}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
