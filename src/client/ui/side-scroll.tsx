import { type ComponentProps, useRef } from "react";
import { cn } from "./cn.ts";
import { useMoreBeyond } from "./use-more-beyond.ts";

/**
 * A region that scrolls sideways where the screen is too narrow for it (a table's columns on a
 * phone), with a fade over its end edge while more lies beyond it: cut at a column's border, a
 * table looks complete, and a phone shows no scroll bar until it is touched. The fade is
 * decorative; every column is in the table for a screen reader.
 */
export function SideScroll({ className, children, ...props }: ComponentProps<"div">) {
  const scroller = useRef<HTMLDivElement>(null);
  const hasMore = useMoreBeyond(scroller, true);
  return (
    <div className="relative">
      {/* relative: what is placed absolutely inside (sr-only labels) stays inside the scroller. The
          fade keeps off the scroller's one-pixel borders. */}
      <div ref={scroller} className={cn("relative overflow-x-auto", className)} {...props}>
        {children}
      </div>
      <div
        aria-hidden="true"
        data-testid="side-scroll-more"
        className={cn(
          "pointer-events-none absolute inset-y-px right-px w-10 bg-gradient-to-l from-white to-transparent transition-opacity",
          hasMore ? "opacity-100" : "opacity-0",
        )}
      />
    </div>
  );
}
