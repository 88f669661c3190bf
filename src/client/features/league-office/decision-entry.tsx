import type { ReactNode } from "react";

/**
 * One entry of «Abzüge & Fairplay» (a deduction, a withdrawal, a correction) with the button that
 * takes it back. On a phone the button stands below the text, at its end: beside it, it left the
 * reason a column of a few words a line. From sm up there is room for both on one line.
 */
export function DecisionEntry({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3">
      <span className="min-w-0">{children}</span>
      {action ? <span className="self-end sm:shrink-0 sm:self-start">{action}</span> : null}
    </li>
  );
}
