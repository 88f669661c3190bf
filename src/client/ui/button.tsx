import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn.ts";
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
  sm: "h-8 gap-1.5 rounded-lg px-3 text-sm [&_svg]:size-4",
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
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0",
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

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, className });
  if (asChild) {
    const { ref, ...rest } = props;
    return (
      <Slot.Root className={classes} ref={ref as ComponentProps<typeof Slot.Root>["ref"]} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading ? (
        <Spinner size={size === "lg" ? "md" : "sm"} label={size === "icon" ? "Lädt…" : null} />
      ) : null}
      {loading && size === "icon" ? null : children}
    </button>
  );
}
