import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

// The dialogs (radix) load with the first question, not with the first page; once loaded they
// stay mounted, so later ones open and close with their animation and return focus.
const DialogsHost = lazy(() => import("./dialogs-host.tsx").then((m) => ({ default: m.DialogsHost })));

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
  /** Empty input is refused, with this message where the field has its own words; default true. */
  required?: boolean | string;
  /** Bounds for `inputType: "number"` (whole numbers). */
  min?: number;
  max?: number;
  /** Extra check; return a German error text or null. */
  validate?: (value: string) => string | null;
  /** Default 'Speichern'. */
  confirmLabel?: string;
  /** Default 'Abbrechen'. */
  cancelLabel?: string;
  /** Red confirm button, for a question before what cannot be taken back; default false. */
  destructive?: boolean;
};

/**
 * `opener`: what had the focus when the question was asked. An answer usually removes or moves it
 * (a deleted row, a cancelled match leaving the list of coming ones), so the host watches it once
 * answered and the focus does not fall to the top of the page (focus-after-removal.ts, loaded
 * with the host rather than with every first page).
 */
export type Request =
  | {
      id: number;
      kind: "confirm";
      options: ConfirmOptions;
      opener: Element | null;
      resolve: (value: boolean) => void;
    }
  | {
      id: number;
      kind: "prompt";
      options: PromptOptions;
      opener: Element | null;
      resolve: (value: string | null) => void;
    };

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
  const [hostNeeded, setHostNeeded] = useState(false);

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
    setHostNeeded(true);
    setRequest(next);
  }, []);

  const value = useMemo<DialogsContextValue>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          nextId.current += 1;
          open({ id: nextId.current, kind: "confirm", options, opener: document.activeElement, resolve });
        }),
      prompt: (options) =>
        new Promise<string | null>((resolve) => {
          nextId.current += 1;
          open({ id: nextId.current, kind: "prompt", options, opener: document.activeElement, resolve });
        }),
    }),
    [open],
  );

  return (
    <DialogsContext.Provider value={value}>
      {children}
      {hostNeeded && (
        <Suspense fallback={null}>
          <DialogsHost request={request} settle={settle} />
        </Suspense>
      )}
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
