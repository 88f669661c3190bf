import { z } from "zod";
import { exactly, id, isoDate } from "../response-schema.ts";
import { CLUB_ROLES, type ClubInvite, type ClubMember, type CreatedInvite } from "./club-roles.ts";
import type {
  ClubInvitesResponse,
  ClubMembersResponse,
  InviteAcceptedResponse,
  MemberRemovedResponse,
} from "./types.ts";

// The answers of members and invites as zod schemas (OpenAPI), each exactly its response type.

const role = z.enum(CLUB_ROLES);

const clubMemberSchema = exactly<ClubMember>()(
  z.object({
    userId: id,
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    role,
    teamIds: z.array(id),
    since: isoDate,
  }),
);
export const clubMembersResponseSchema = exactly<ClubMembersResponse>()(
  z.object({ members: z.array(clubMemberSchema) }),
);
export const memberRemovedResponseSchema = exactly<MemberRemovedResponse>()(
  z.object({ removed: z.literal(true), userId: id }),
);
const clubInviteSchema = exactly<ClubInvite>()(
  z.object({
    id,
    email: z.string().nullable(),
    role,
    teamIds: z.array(id),
    teams: z.array(z.object({ id, name: z.string() })),
    createdAt: isoDate,
    expiresAt: isoDate,
  }),
);
export const clubInvitesResponseSchema = exactly<ClubInvitesResponse>()(
  z.object({ invites: z.array(clubInviteSchema) }),
);
export const createdInviteSchema = exactly<CreatedInvite>()(
  z.object({ id: z.uuid(), token: z.string(), url: z.string(), expiresAt: isoDate, mailed: z.boolean() }),
);
export const inviteAcceptedResponseSchema = exactly<InviteAcceptedResponse>()(z.object({ clubId: id, role }));

/** GET /api/invites/{token}: what the accept page shows. */
export const invitePreviewResponseSchema = z.object({
  invite: z.object({
    clubId: z.string(),
    clubName: z.string(),
    clubLogoUrl: z.string().nullable(),
    role: z.enum(CLUB_ROLES),
    /** A Trainer's teams, by name; empty for the other roles. */
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
    expiresAt: z.string(),
    isExpired: z.boolean(),
  }),
});
export type InvitePreviewResponse = z.infer<typeof invitePreviewResponseSchema>;
