// Response shapes of the board management API (/api/manage/.../board).

export interface ManageBoardMember {
  id: string;
  clubId: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  email: string | null;
  phone: string | null;
  memberImageUrl: string | null;
}

export interface ManageBoardMembersResponse {
  boardMembers: ManageBoardMember[];
}

export interface ManageBoardMemberResponse {
  boardMember: ManageBoardMember;
}
