import type { AccountType } from "../constants.ts";
import type { ClubRole } from "../members/club-roles.ts";

// Response shapes of the account endpoints (/api/me…).

export interface Profile {
  userId: string;
  email: string;
  username: string;
  fullName: string;
  address: string;
  city: string;
  phone: string;
  profileImageUrl: string | null;
  role: string;
  accountType: AccountType;
  newsletterOptIn: boolean;
}

/** GET /api/me: signed out, every part is null. */
export interface Me {
  user: { id: string; email: string } | null;
  profile: Profile | null;
  /** The club the account manages (the first it joined), with its role there. */
  club: {
    id: string;
    clubName: string;
    clubLogoUrl: string | null;
    role: ClubRole;
    teamIds: string[];
  } | null;
  profileCreated: boolean;
  /** The account belongs to the league office («Spielleitung»): the console at /spielleitung. */
  leagueOffice: boolean;
}

export interface ProfileResponse {
  profile: Profile | null;
}
export interface ProfileImageResponse {
  profileImageUrl: string;
}
/** PATCH /api/me/email: the address stays `email` until the link sent to `pendingEmail` is opened. */
export interface EmailChangedResponse {
  email: string;
  pendingEmail: string;
}
/** POST /api/me/club-account: the fan account became a club account with this club. */
export interface ClubAccountResponse {
  clubId: string;
}
/** POST /api/me/club: the account's club, made now or found. */
export interface BootstrapClubResponse {
  clubId: string;
  created: boolean;
}
