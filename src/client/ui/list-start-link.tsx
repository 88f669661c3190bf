import type { ReactNode } from "react";
import type { To } from "react-router";
import { BackLink } from "./back-link.tsx";

/**
 * Above a paged list opened at a later page's own address (a crawler's, or one reached without
 * scripts, lib/address-cursor.ts): the way back to the list's top.
 */
export function ListStartLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <BackLink to={to} className="mb-4">
      {children}
    </BackLink>
  );
}
