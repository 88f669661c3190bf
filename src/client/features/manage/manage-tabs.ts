import {
  Building2,
  CalendarDays,
  Landmark,
  LayoutTemplate,
  type LucideIcon,
  Newspaper,
  Radio,
  ShieldCheck,
  Shirt,
  UserCog,
  Users,
} from "lucide-react";
import { type ClubMembership, type ClubPermission, roleAllows } from "#shared/members/club-roles.ts";

/**
 * The tabs of the side menu, in the spec's order (club-management §2), each with the permission
 * it needs. Hiding a tab is comfort only: the server checks every write.
 */
export const MANAGE_TABS = [
  { key: "club", label: "Mein Verein", icon: Building2, needs: "club" },
  { key: "teams", label: "Mannschaften", icon: Users, needs: "club" },
  { key: "coaches", label: "Trainer", icon: UserCog, needs: "team" },
  { key: "players", label: "Spieler", icon: Shirt, needs: "team" },
  { key: "board-members", label: "Vorstandsmitglieder", icon: Landmark, needs: "club" },
  { key: "news", label: "Vereins-News", icon: Newspaper, needs: "news" },
  { key: "schedule", label: "Spielplan", icon: CalendarDays, needs: "matches" },
  { key: "live-ticker", label: "Live-Ticker", icon: Radio, needs: "matches" },
  { key: "widgets", label: "Widgets", icon: LayoutTemplate, needs: "club" },
  { key: "members", label: "Mitglieder & Rollen", icon: ShieldCheck, needs: "club" },
] as const satisfies ReadonlyArray<{ key: string; label: string; icon: LucideIcon; needs: ClubPermission }>;

export type ManageTab = (typeof MANAGE_TABS)[number];

/** The tabs this member can use; a Trainer's `team` tabs need at least one team. */
export function tabsFor(membership: ClubMembership): ManageTab[] {
  return MANAGE_TABS.filter((tab) =>
    roleAllows(membership, tab.needs, tab.needs === "team" ? membership.teamIds.slice(0, 1) : []),
  );
}

export type ManageTabKey = (typeof MANAGE_TABS)[number]["key"];

export function isManageTab(value: string | undefined): value is ManageTabKey {
  return MANAGE_TABS.some((tab) => tab.key === value);
}

/** The address's name for the club shown, for a person in several clubs: `?verein=<id>`. */
export const CLUB_PARAM = "verein";

/**
 * The tab's address; with `clubId`, in that club (for a person in several clubs, so the link,
 * a reload and a shared address keep it).
 */
export function manageTabPath(key: ManageTabKey, clubId?: string): string {
  return `/manage-club/${key}${clubQuery(clubId)}`;
}

/** The management of this club, at its first tab the person's role there may use. */
export function manageClubPath(clubId: string): string {
  return `/manage-club${clubQuery(clubId)}`;
}

function clubQuery(clubId: string | undefined): string {
  return clubId === undefined ? "" : `?${new URLSearchParams({ [CLUB_PARAM]: clubId })}`;
}
