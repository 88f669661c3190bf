// Response shapes of the coach management API (/api/manage/.../coaches).

export interface ManageCoach {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  coachImageUrl: string | null;
}

export interface ManageCoachesResponse {
  coaches: ManageCoach[];
}

export interface ManageCoachResponse {
  coach: ManageCoach;
}
