import {
  Building2,
  CalendarDays,
  Landmark,
  LayoutTemplate,
  type LucideIcon,
  Newspaper,
  Radio,
  Shirt,
  UserCog,
  Users,
} from "lucide-react";

/** The tabs of the side menu, in the spec's order (club-management §2). */
export const MANAGE_TABS = [
  { key: "club", label: "Mein Verein", icon: Building2 },
  { key: "teams", label: "Mannschaften", icon: Users },
  { key: "coaches", label: "Trainer", icon: UserCog },
  { key: "players", label: "Spieler", icon: Shirt },
  { key: "board-members", label: "Vorstandsmitglieder", icon: Landmark },
  { key: "news", label: "Vereins-News", icon: Newspaper },
  { key: "schedule", label: "Spielplan", icon: CalendarDays },
  { key: "live-ticker", label: "Live-Ticker", icon: Radio },
  { key: "widgets", label: "Widgets", icon: LayoutTemplate },
] as const satisfies ReadonlyArray<{ key: string; label: string; icon: LucideIcon }>;

export type ManageTabKey = (typeof MANAGE_TABS)[number]["key"];

export function isManageTab(value: string | undefined): value is ManageTabKey {
  return MANAGE_TABS.some((tab) => tab.key === value);
}

export function manageTabPath(key: ManageTabKey): string {
  return `/manage-club/${key}`;
}
