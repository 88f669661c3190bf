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

/** A club the account belongs to, with its role there (for Trainer: the teams it coaches). */
export interface MyClub {
  id: string;
  clubName: string;
  clubLogoUrl: string | null;
  role: ClubRole;
  teamIds: string[];
}

/** GET /api/me: signed out, every part is null (`clubs` empty). */
export interface Me {
  user: { id: string; email: string } | null;
  profile: Profile | null;
  /**
   * The first club the account joined. Kept for scripts that read one club; a person may belong
   * to several (`clubs`), and the management shows the one they chose.
   */
  club: MyClub | null;
  /** Every club the account belongs to, in the order joined (so `club` is the first). */
  clubs: MyClub[];
  profileCreated: boolean;
  /** The account belongs to the league office («Spielleitung»): the console at /spielleitung. */
  leagueOffice: boolean;
}

/** `/api/me` of a visitor: nobody signed in (the server's answer and the client's after sign-out). */
export const SIGNED_OUT_ME: Me = {
  user: null,
  profile: null,
  club: null,
  clubs: [],
  profileCreated: false,
  leagueOffice: false,
};

export interface ProfileResponse {
  profile: Profile | null;
}
export interface ProfileImageResponse {
  profileImageUrl: string;
}
/**
 * /api/me/email: the address stays `email` until the link sent to `pendingEmail` is opened; null
 * when no change waits (none asked, withdrawn, or its link expired).
 */
export interface EmailChangedResponse {
  email: string;
  pendingEmail: string | null;
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
/** GET /api/auth/reset-link/:token: the link still sets a password (404 when expired or used). */
export interface ResetLinkResponse {
  valid: true;
}
