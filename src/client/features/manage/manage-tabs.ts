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
import { type ClubMembership, roleAllows } from "#shared/members/club-roles.ts";
import { MANAGE_AREAS, type ManageTabKey } from "#shared/members/manage-areas.ts";

const ICONS: Record<ManageTabKey, LucideIcon> = {
  club: Building2,
  teams: Users,
  coaches: UserCog,
  players: Shirt,
  "board-members": Landmark,
  news: Newspaper,
  schedule: CalendarDays,
  "live-ticker": Radio,
  widgets: LayoutTemplate,
  members: ShieldCheck,
};

export type ManageTab = (typeof MANAGE_AREAS)[number] & { icon: LucideIcon };

const withIcon = (area: (typeof MANAGE_AREAS)[number]): ManageTab => ({ ...area, icon: ICONS[area.key] });

/** The tabs of the side menu: the management's areas with their icons. Hiding a tab is comfort only: the server checks every write. */
export const MANAGE_TABS: ManageTab[] = MANAGE_AREAS.map(withIcon);

/** The first of all tabs («Mein Verein»). */
export const FIRST_MANAGE_TAB: ManageTab = withIcon(MANAGE_AREAS[0]);

/** The tabs this member can use; a Trainer's `team` tabs need at least one team. */
export function tabsFor(membership: ClubMembership): ManageTab[] {
  return MANAGE_TABS.filter((tab) =>
    roleAllows(membership, tab.needs, tab.needs === "team" ? membership.teamIds.slice(0, 1) : []),
  );
}

/** The address's name for the club shown, for a person in several clubs: `?verein=<id>`. */
export const CLUB_PARAM = "verein";

/**
 * The live-ticker tab's name for the match whose control it opens at once: `?spiel=<id>`, from the
 * schedule's «Live-Ticker fortsetzen» on a match being played.
 */
export const LIVE_MATCH_PARAM = "spiel";

/** The live-ticker tab's address `liveTickerPath` (it may name the club), opened at this match's control. */
export function liveTickerMatchPath(liveTickerPath: string, matchId: string): string {
  const [path, query = ""] = liveTickerPath.split("?");
  const params = new URLSearchParams(query);
  params.set(LIVE_MATCH_PARAM, matchId);
  return `${path}?${params}`;
}

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
