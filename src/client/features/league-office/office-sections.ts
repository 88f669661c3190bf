import { BadgeCheck, Gavel, History, Layers, type LucideIcon, Scale } from "lucide-react";
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
  {
    key: "vorschlaege",
    label: "Änderungsvorschläge",
    icon: Scale,
    Component: lazy(() =>
      import("./office-proposals-section.tsx").then((m) => ({ default: m.OfficeProposalsSection })),
    ),
  },
  {
    key: "vereine",
    label: "Vereine & Konten",
    icon: BadgeCheck,
    Component: lazy(() =>
      import("./office-clubs-section.tsx").then((m) => ({ default: m.OfficeClubsSection })),
    ),
  },
  {
    key: "verlauf",
    label: "Verlauf",
    icon: History,
    Component: lazy(() =>
      import("./office-history-section.tsx").then((m) => ({ default: m.OfficeHistorySection })),
    ),
  },
];

export function officeSectionPath(key: string): string {
  return `/spielleitung/${key}`;
}
