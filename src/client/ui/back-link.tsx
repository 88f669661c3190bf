import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { cn, textLinkTapArea } from "./cn.ts";

/** The way back above a page (to the club, the team, the list it was opened from). */
export function BackLink({ to, children, className }: { to: To; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600",
        textLinkTapArea,
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
