// Response shapes of the match history (every change of a match between two clubs), for the server and the client.

/** One field of a change: old → new, as the dialog shows them (null = empty). */
export interface MatchChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface MatchHistoryEntry {
  id: string;
  matchId: string;
  action: string;
  changes: MatchChange[];
  /** Who made the change (display name), and for which club. */
  userName: string | null;
  clubId: string | null;
  clubName: string | null;
  createdAt: string;
}

/** GET /api/manage/matches/{id}/history */
export interface MatchHistoryResponse {
  entries: MatchHistoryEntry[];
}

/** A change the other club made to one of our matches, for the dashboard. */
export interface MatchChangeNote extends MatchHistoryEntry {
  homeTeamName: string;
  awayTeamName: string;
  matchDate: string;
}

/** GET /api/manage/clubs/{clubId}/match-notes */
export interface MatchChangeNotesResponse {
  notes: MatchChangeNote[];
}
