import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";

/**
 * Above a paged list opened at a later page's own address (a crawler's, or one reached without
 * scripts, lib/address-cursor.ts): the way back to the list's top.
 */
export function ListStartLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
