import { apiPath, type DeletedResponse } from "../http.ts";
import type { CreatedInvite } from "./club-roles.ts";
import type { InvitePreviewResponse } from "./response-schema.ts";
import type {
  ClubInvitesResponse,
  ClubMembersResponse,
  InviteAcceptedResponse,
  MemberRemovedResponse,
} from "./types.ts";

// Paths of a club's members, their roles and the invites.

export const memberPaths = {
  members: (clubId: string) => apiPath<ClubMembersResponse>`/api/manage/clubs/${clubId}/members`,
  /** PATCH answers the whole member list after the role change. */
  member: (clubId: string, userId: string) =>
    apiPath<ClubMembersResponse>`/api/manage/clubs/${clubId}/members/${userId}`,
  removeMember: (clubId: string, userId: string) =>
    apiPath<MemberRemovedResponse>`/api/manage/clubs/${clubId}/members/${userId}`,
  invites: (clubId: string) => apiPath<ClubInvitesResponse>`/api/manage/clubs/${clubId}/invites`,
  createInvite: (clubId: string) => apiPath<CreatedInvite>`/api/manage/clubs/${clubId}/invites`,
  revokeInvite: (inviteId: string) => apiPath<DeletedResponse>`/api/manage/invites/${inviteId}`,
  invite: (token: string) => apiPath<InvitePreviewResponse>`/api/invites/${token}`,
  acceptInvite: (token: string) => apiPath<InviteAcceptedResponse>`/api/invites/${token}/accept`,
};
