import { Gavel, Layers, type LucideIcon } from "lucide-react";
import { type ComponentType, lazy } from "react";

/**
 * The sections of the league office's console (/spielleitung/:section), in menu order. A new
 * section is one entry here: its address key, label, icon and its component, loaded when first
 * opened. The server checks every read and write of a section (requireLeagueOffice); this list is
 * only the menu.
 */
export interface OfficeSection {
  key: string;
  label: string;
  icon: LucideIcon;
  Component: ComponentType;
}

export const OFFICE_SECTIONS: readonly OfficeSection[] = [
  {
    key: "einteilung",
    label: "Saisons, Ligen & Gruppen",
    icon: Layers,
    Component: lazy(() => import("./placements-section.tsx").then((m) => ({ default: m.PlacementsSection }))),
  },
  {
    key: "entscheide",
    label: "Abzüge & Fairplay",
    icon: Gavel,
    Component: lazy(() => import("./decisions-section.tsx").then((m) => ({ default: m.DecisionsSection }))),
  },
];

export function officeSectionPath(key: string): string {
  return `/spielleitung/${key}`;
}
