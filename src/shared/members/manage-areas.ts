import type { ClubPermission } from "./club-roles.ts";

/** The club management's name: its heading, and its part of every one of its page titles. */
export const MANAGE_TITLE = "Vereinsverwaltung";

/**
 * The management's areas (/manage-club/<key>, the side menu's tabs) in the spec's order
 * (club-management §2), each with the permission it needs. Their labels also name the browser
 * tab, in the server's first answer as in the client (manageAreaTitle).
 */
export const MANAGE_AREAS = [
  { key: "club", label: "Mein Verein", needs: "club" },
  { key: "teams", label: "Mannschaften", needs: "club" },
  { key: "coaches", label: "Trainer", needs: "team" },
  { key: "players", label: "Spieler", needs: "team" },
  { key: "board-members", label: "Vorstandsmitglieder", needs: "club" },
  { key: "news", label: "Vereins-News", needs: "news" },
  { key: "schedule", label: "Spielplan", needs: "matches" },
  { key: "live-ticker", label: "Live-Ticker", needs: "matches" },
  { key: "widgets", label: "Widgets", needs: "club" },
  { key: "members", label: "Mitglieder & Rollen", needs: "club" },
] as const satisfies ReadonlyArray<{ key: string; label: string; needs: ClubPermission }>;

export type ManageTabKey = (typeof MANAGE_AREAS)[number]["key"];

export function isManageTab(value: string | undefined): value is ManageTabKey {
  return MANAGE_AREAS.some((area) => area.key === value);
}

/**
 * The page title of an area, its name first («Spieler – Vereinsverwaltung»): a person with several
 * areas open in browser tabs tells them apart. The management's name alone for no or an unknown area.
 */
export function manageAreaTitle(key: string | undefined): string {
  const area = MANAGE_AREAS.find((a) => a.key === key);
  return area ? `${area.label} – ${MANAGE_TITLE}` : MANAGE_TITLE;
}
