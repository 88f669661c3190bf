import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * A part folded away until opened, with a chevron that turns: a native `<details>`, so its summary
 * is a keyboard stop that says by itself whether it is open, and its content stays in the page
 * while closed (a dialog opened from a row inside gives the focus back to it; the open state
 * survives the list rendering again). The group is named, so a fold inside another keeps its own
 * chevron.
 */
export function Disclosure({
  summary,
  children,
  className,
  summaryClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  /** The summary's text: its weight and colour where it stands. */
  summaryClassName?: string;
}) {
  return (
    <details className={cn("group/disclosure", className)}>
      <summary
        className={cn(
          "flex min-h-10 cursor-pointer list-none items-center gap-1 rounded text-sm focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-brand-700 group-open/disclosure:rotate-90"
        />
        {summary}
      </summary>
      {children}
    </details>
  );
}
