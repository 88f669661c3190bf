import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * What a list showed for the choice before, kept on screen (dimmed) while the new choice's data
 * loads, instead of a flash of skeleton. It takes nothing meanwhile: a button there would act on
 * a record of the list before, under the heading of the choice made.
 */
export function StaleContent({ isStale, children }: { isStale: boolean; children: ReactNode }) {
  return (
    <fieldset
      disabled={isStale}
      aria-busy={isStale}
      className={cn("m-0 min-w-0 border-0 p-0 transition-opacity", isStale && "opacity-60")}
    >
      {children}
    </fieldset>
  );
}
