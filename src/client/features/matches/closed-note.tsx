import { Info } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Why a form is not there (a cancelled or postponed match takes no events, a postponed one no
 * report): said where the form stood, so the tab does not look broken or empty.
 */
export function ClosedNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
