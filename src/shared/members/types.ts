import type { ClubInvite, ClubMember, ClubRole } from "./club-roles.ts";

// Response shapes of the tab 'Mitglieder & Rollen' and of the invite page.

export interface ClubMembersResponse {
  members: ClubMember[];
}
export interface ClubInvitesResponse {
  invites: ClubInvite[];
}
export interface MemberRemovedResponse {
  removed: true;
  userId: string;
}
/** POST /api/invites/:token/accept: the club joined and the role there. */
export interface InviteAcceptedResponse {
  clubId: string;
  role: ClubRole;
}
