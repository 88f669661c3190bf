import { LoaderCircle } from "lucide-react";
import { cn } from "./cn.ts";

const spinnerSizes = {
  sm: "size-4",
  md: "size-5",
  lg: "size-8",
} as const;

export type SpinnerProps = {
  size?: keyof typeof spinnerSizes;
  /** Screen-reader text; `null` when a surrounding element already says it is loading. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = "md", label = "Lädt…", className }: SpinnerProps) {
  return (
    <span className={cn("inline-flex shrink-0 items-center justify-center", className)}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", spinnerSizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
