import type { ComponentProps, ComponentType, ReactNode } from "react";
import { cn } from "./cn.ts";

/** A row/grid of `Stat`s; renders the <dl> the stats belong to. */
export function StatGroup({ className, ...props }: ComponentProps<"dl">) {
  return <dl className={cn("grid grid-cols-2 gap-2 sm:grid-cols-4", className)} {...props} />;
}

const statTones = {
  default: "text-gray-900",
  brand: "text-brand-700",
  yellow: "text-amber-700",
  red: "text-live-dark",
} as const;

export type StatProps = {
  label: ReactNode;
  value: ReactNode;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  tone?: keyof typeof statTones;
  /** `compact`: no box, for dense player cards. */
  variant?: "box" | "compact";
  className?: string;
};

/** A labelled number (Tore 3). Must be inside a `StatGroup` (dt/dd need a dl). */
export function Stat({ label, value, icon: Icon, tone = "default", variant = "box", className }: StatProps) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse items-center gap-0.5 text-center",
        variant === "box" && "rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset",
        className,
      )}
    >
      <dt className="flex items-center gap-1 text-xs font-medium text-gray-600">
        {Icon ? <Icon aria-hidden="true" className="size-3.5" /> : null}
        {label}
      </dt>
      <dd
        className={cn(
          "font-extrabold tabular-nums leading-none",
          variant === "box" ? "text-2xl" : "text-lg",
          statTones[tone],
        )}
      >
        {value}
      </dd>
    </div>
  );
}
