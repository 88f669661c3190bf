import type { BoardMember } from "../clubs/types.ts";

// Response shapes of the board management API (/api/manage/.../board).

/** A board member as the public club page shows it, plus the club it belongs to. */
export interface ManageBoardMember extends BoardMember {
  clubId: string;
}

export interface ManageBoardMembersResponse {
  boardMembers: ManageBoardMember[];
}

export interface ManageBoardMemberResponse {
  boardMember: ManageBoardMember;
}
