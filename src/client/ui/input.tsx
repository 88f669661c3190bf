import { FileUp } from "lucide-react";
import { Label } from "radix-ui";
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from "react";
import { buttonClassName } from "./button.tsx";
import { cn } from "./cn.ts";

/** Shared look of text-like controls; `aria-invalid` turns them red. */
export const controlClassName = cn(
  "block w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-xs sm:text-sm",
  "placeholder:text-gray-500 transition-colors",
  "focus-visible:border-brand-600 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600/30",
  "disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500",
  "aria-invalid:border-live aria-invalid:focus-visible:border-live aria-invalid:focus-visible:ring-live/30",
);

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * Props a control needs to belong to the surrounding `Field` (id, aria-describedby, aria-invalid).
 * `Input`, `Textarea` and `NativeSelect` call it themselves; custom controls (a Radix `Select`
 * trigger, a `Switch`) can spread it. Explicit props win over the field's.
 */
export function useFieldControl(props: {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: ComponentProps<"input">["aria-invalid"];
  "aria-required"?: ComponentProps<"input">["aria-required"];
}) {
  const field = useContext(FieldContext);
  const describedBy = [field?.describedBy, props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    id: props.id ?? field?.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field?.isInvalid ? true : undefined),
    "aria-required": props["aria-required"] ?? (field?.isRequired ? true : undefined),
  };
}

export type InputProps = ComponentProps<"input">;

/**
 * A handle typed as it is (a username): a phone's keyboard neither capitalises its first letter
 * nor corrects it as a word.
 */
export const handleInputProps = { autoCapitalize: "none", autoCorrect: "off", spellCheck: false } as const;

export function Input({ className, type = "text", ...props }: InputProps) {
  const fieldProps = useFieldControl(props);
  return (
    <input
      type={type}
      className={cn(controlClassName, "h-10", type === "number" && "tabular-nums", className)}
      {...props}
      {...fieldProps}
    />
  );
}

/**
 * A file field in the page's words: the browser's own control says «Choose File» and «No file
 * chosen» in the browser's language, not the page's. The input stays the control (its Field's
 * label, the keyboard's stop), out of sight but not removed; a second label is the button a
 * pointer presses, ringed while the input has the keyboard's focus.
 *
 * The chosen file is the caller's in `onChange` (take `files[0]` there): the input is emptied
 * right after, so choosing the same file again, e.g. once corrected in Excel, is a choice the
 * browser reports. Otherwise it reports no change and the corrected file is never read.
 */
export function FileInput({ className, onChange, ...props }: Omit<InputProps, "type">) {
  const fieldProps = useFieldControl(props);
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <input
        type="file"
        className="peer sr-only"
        {...props}
        {...fieldProps}
        onChange={(event) => {
          setFileName(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={fieldProps.id}
        className={buttonClassName({
          variant: "outline",
          size: "sm",
          className:
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        })}
      >
        <FileUp aria-hidden="true" className="size-4" />
        Datei auswählen
      </label>
      <span className="min-w-0 text-sm text-gray-600 wrap-anywhere">
        {fileName ?? "Keine Datei ausgewählt"}
      </span>
    </div>
  );
}

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const fieldProps = useFieldControl(props);
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, "min-h-20 py-2 leading-relaxed", className)}
      {...props}
      {...fieldProps}
    />
  );
}

export type FieldProps = {
  label: ReactNode;
  /** The control: `Input`, `Textarea`, `NativeSelect` or anything using `useFieldControl`. */
  children: ReactNode;
  hint?: ReactNode;
  /** German error text; marks the control invalid and is announced (role="alert"). */
  error?: ReactNode;
  /**
   * False where another field of the form announces the same words (`useRepeatedErrors`): the
   * error still shows and describes the control, but is not read out once more.
   */
  announceError?: boolean;
  /** Shows an asterisk and sets aria-required on the control. */
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** Visually hides the label (still read by screen readers). */
  hideLabel?: boolean;
};

export function Field({
  label,
  children,
  hint,
  error,
  announceError = true,
  required = false,
  id,
  className,
  hideLabel,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider
      value={{ id: controlId, describedBy, isInvalid: Boolean(error), isRequired: required }}
    >
      <div className={cn("flex flex-col gap-1.5", className)}>
        <Label.Root
          htmlFor={controlId}
          className={cn("text-sm font-medium text-gray-900", hideLabel && "sr-only")}
        >
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-live">
              *
            </span>
          ) : null}
        </Label.Root>
        {children}
        {hint ? (
          <p id={hintId} className="text-sm text-gray-600">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p
            id={errorId}
            role={announceError ? "alert" : undefined}
            className="text-sm font-medium text-live-dark"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

/**
 * The fields (by name, in the form's order) whose error says what another field already
 * announced: a form sent empty showed «Bitte fülle alle Felder aus» under five fields, and a
 * screen reader read five alerts with the same words. Give these `announceError={false}`. The
 * first field keeps the words while any field shows them, also once it is corrected: another
 * field's error turning into an alert then would read them out again.
 */
export function useRepeatedErrors(errors: Record<string, string | undefined>): Set<string> {
  const key = JSON.stringify(errors);
  const [heard, setHeard] = useState<{ key: string; announcers: ReadonlyMap<string, string> }>({
    key: "",
    announcers: new Map(),
  });
  let announcers = heard.announcers;
  // Derived during render from the new errors (React's pattern for state that follows a prop).
  if (heard.key !== key) {
    announcers = announcersAfter(heard.announcers, errors);
    setHeard({ key, announcers });
  }
  const repeated = new Set<string>();
  for (const [name, message] of Object.entries(errors)) {
    if (message !== undefined && announcers.get(message) !== name) repeated.add(name);
  }
  return repeated;
}

/** Which field announces each message shown: the one that did before, else the first. */
function announcersAfter(
  before: ReadonlyMap<string, string>,
  errors: Record<string, string | undefined>,
): ReadonlyMap<string, string> {
  const shown = new Set(Object.values(errors));
  const after = new Map([...before].filter(([message]) => shown.has(message)));
  for (const [name, message] of Object.entries(errors)) {
    if (message !== undefined && !after.has(message)) after.set(message, name);
  }
  return after;
}
