// The roles of a club's team of admins and what each may do. The server checks
// every management write with `roleAllows` (server/auth/access.ts); the client only uses the
// same table to hide tabs a role cannot use.

export const CLUB_ROLES = ["admin", "redaktion", "ticker", "trainer"] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_ROLE_LABELS: Record<ClubRole, string> = {
  admin: "Administrator",
  redaktion: "Redaktion",
  ticker: "Ticker",
  trainer: "Trainer",
};

export const CLUB_ROLE_DESCRIPTIONS: Record<ClubRole, string> = {
  admin: "Alles, inklusive Mitglieder einladen und Rollen vergeben",
  redaktion: "Vereins-News schreiben und bearbeiten",
  ticker: "Spiele, Ereignisse, Spielberichte und Live-Ticker",
  trainer: "Spieler, Trainer und Aufstellungen der gewählten Mannschaften",
};

/**
 * What a management route needs. `member`: read the management data of the club; `club`:
 * club profile, teams, board, members and invites; `news`; `matches`: schedule, report,
 * requests; `results`: a match's final score; `ticker`: events and live control; `team`:
 * players and coaches of given teams (and line-ups). `results` and `ticker` are parts of the
 * match work a role holds together; they are apart for API keys' scopes (#shared/api-keys).
 */
export type ClubPermission = "member" | "club" | "news" | "matches" | "results" | "ticker" | "team";

export interface ClubMembership {
  role: ClubRole;
  /** Only for Trainer: the teams the member may manage. */
  teamIds: readonly string[];
}

/**
 * May a member with this role do it? For `team` every affected team must be one of a
 * Trainer's teams (an empty list of affected teams means "some team of the club": only an
 * Administrator has that).
 */
export function roleAllows(
  membership: ClubMembership,
  permission: ClubPermission,
  teamIds: readonly string[] = [],
): boolean {
  if (membership.role === "admin" || permission === "member") return true;
  switch (permission) {
    case "club":
      return false;
    case "news":
      return membership.role === "redaktion";
    case "matches":
    case "results":
    case "ticker":
      return membership.role === "ticker";
    case "team":
      return (
        membership.role === "trainer" &&
        teamIds.length > 0 &&
        teamIds.every((id) => membership.teamIds.includes(id))
      );
  }
}

export const MEMBER_MESSAGES = {
  role: "Bitte wähle eine Rolle.",
  teams: "Bitte wähle mindestens eine Mannschaft für die Rolle Trainer.",
  teamNotFound: "Mannschaft nicht gefunden",
  memberNotFound: "Mitglied nicht gefunden",
  lastAdmin:
    "Der letzte Administrator kann nicht entfernt oder herabgestuft werden. Ernenne zuerst eine andere Person zum Administrator.",
  inviteNotFound: "Diese Einladung gibt es nicht oder sie wurde bereits verwendet.",
  inviteExpired: "Diese Einladung ist abgelaufen. Bitte lass dir eine neue schicken.",
  inviteUsed: "Diese Einladung wurde bereits verwendet.",
  inviteAccepted:
    "Diese Einladung wurde bereits angenommen. Die Person steht jetzt in der Liste der Mitglieder.",
  alreadyMember: "Du bist bereits Mitglied dieses Vereins.",
} as const;

/** Invites are valid for seven days. */
export const INVITE_VALID_DAYS = 7;

export interface ClubMember {
  userId: string;
  username: string;
  fullName: string;
  email: string;
  role: ClubRole;
  teamIds: string[];
  since: string;
}

/** A team an invite is for (a Trainer's), with its name to show. */
export interface InviteTeam {
  id: string;
  name: string;
}

export interface ClubInvite {
  id: string;
  /** The address the link was mailed to; null for a link only copied. Administrators only. */
  email: string | null;
  role: ClubRole;
  teamIds: string[];
  /** The teams of `teamIds`, by name. */
  teams: InviteTeam[];
  createdAt: string;
  expiresAt: string;
}

/** The role as an invite names it: a Trainer's with the teams, «Trainer (Erste, Senioren)». */
export function inviteRoleText(role: ClubRole, teams: readonly InviteTeam[]): string {
  const label = CLUB_ROLE_LABELS[role];
  return role === "trainer" && teams.length > 0 ? `${label} (${teams.map((t) => t.name).join(", ")})` : label;
}

export interface CreatedInvite {
  /** The invite in the club's list of open invites (`ClubInvite.id`). */
  id: string;
  token: string;
  url: string;
  expiresAt: string;
  mailed: boolean;
}
