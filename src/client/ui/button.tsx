import { Slot } from "radix-ui";
import { type ComponentProps, type RefObject, useCallback, useEffect, useRef } from "react";
import { cn, focusRing } from "./cn.ts";
import { ancestorsOf, hasFocusFallen } from "./focus-fallen.ts";
import { Spinner } from "./spinner.tsx";

const buttonVariants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200",
  outline: "border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 active:bg-gray-100",
  ghost: "text-gray-700 hover:bg-gray-100 hover:text-gray-900 active:bg-gray-200",
  danger: "bg-live text-white shadow-sm hover:bg-live-dark active:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline hover:text-brand-800",
} as const;

const buttonSizes = {
  // 32 px to the eye, over 40 px to a thumb: an invisible strip above and below takes the tap
  // («Teilen», «Telegramm kopieren» were a fingertip too short on a phone) and moves nothing. It
  // is drawn from inside the border, so 6 px each: an outline button's 30 px then take 42.
  sm: "relative h-8 gap-1.5 rounded-lg px-3 text-sm after:absolute after:inset-x-0 after:-inset-y-1.5 [&_svg]:size-4",
  md: "h-10 gap-2 rounded-lg px-4 text-sm [&_svg]:size-4",
  lg: "h-12 gap-2 rounded-xl px-6 text-base [&_svg]:size-5",
  icon: "size-10 rounded-lg [&_svg]:size-5",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** Classes of a button, for elements that cannot be a `Button` (e.g. a file label). */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string | undefined;
} = {}): string {
  return cn(
    "inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap font-semibold transition-colors",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    focusRing,
    buttonVariants[variant],
    variant === "link" ? "h-auto px-0" : buttonSizes[size],
    variant === "link" && size !== "icon" && (size === "lg" ? "text-base" : "text-sm"),
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router `Link`) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button (not applied with `asChild`). */
  loading?: boolean;
};

/**
 * A busy button is disabled (by `loading`, or by its caller while the work runs), and a focused
 * element that is disabled hands the focus to the page's body: after «Speichern» or
 * «Verifizieren» by keyboard the next Tab started at the top and no ring showed where one was.
 * When it is enabled again, the focus comes back to the button that had it (from the body, or
 * from the dialog around it, whose focus trap took it there), unless the person has put it
 * somewhere else meanwhile.
 */
function useFocusBackAfterLoading(button: RefObject<HTMLButtonElement | null>, inert: boolean) {
  const hadFocus = useRef(false);
  const wasInert = useRef(inert);
  // Read while rendering the change to disabled, before the DOM disables the button.
  if (inert && !wasInert.current && typeof document !== "undefined") {
    hadFocus.current = button.current !== null && document.activeElement === button.current;
  }
  wasInert.current = inert;
  useEffect(() => {
    if (inert || !hadFocus.current) return;
    hadFocus.current = false;
    const element = button.current;
    if (element?.isConnected && !element.disabled && hasFocusFallen(ancestorsOf(element))) {
      element.focus({ preventScroll: true });
    }
  }, [inert, button]);
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, className });
  const own = useRef<HTMLButtonElement | null>(null);
  useFocusBackAfterLoading(own, loading || disabled === true);
  const setRef = useCallback(
    (element: HTMLButtonElement | null) => {
      own.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  if (asChild) {
    return (
      <Slot.Root className={classes} ref={ref as ComponentProps<typeof Slot.Root>["ref"]} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={setRef}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <Spinner size={size === "lg" ? "md" : "sm"} label={size === "icon" ? "Lädt…" : null} />
      ) : null}
      {loading && size === "icon" ? null : children}
    </button>
  );
}
