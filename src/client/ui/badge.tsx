import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const badgeVariants = {
  default: "bg-brand-700 text-white",
  success: "bg-brand-100 text-brand-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-800",
  live: "bg-live text-white uppercase tracking-wider",
  outline: "border border-gray-300 bg-white text-gray-700",
  muted: "bg-gray-100 text-gray-700",
  accent: "bg-accent text-accent-foreground",
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

/** Small label. `variant="live"` shows a pulsing dot and, without children, the text 'LIVE'. */
export function Badge({ variant = "default", className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums [&_svg]:size-3.5",
        badgeVariants[variant],
        className,
      )}
      {...props}
    >
      {variant === "live" ? <LiveDot /> : null}
      {variant === "live" ? (children ?? "Live") : children}
    </span>
  );
}

/** The pulsing white dot of the LIVE badge; also usable alone next to a minute. */
export function LiveDot({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("relative flex size-2", className)}>
      <span className="absolute inline-flex size-full rounded-full bg-current opacity-75 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2 rounded-full bg-current" />
    </span>
  );
}
