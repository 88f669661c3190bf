import { queryOptions } from "@tanstack/react-query";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { api } from "../../lib/api.ts";

// Reads of a club's own schedule (team options, report drafts, change notes, proposals): only the
// club's management asks for them, so they stay out of api.ts, which every public page with a
// match loads first. Their keys start with "matches" like the public reads', so whatever
// refreshes match lists refreshes these too.

export const matchTeamOptionsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "team-options"],
    queryFn: () => api(matchPaths.teamOptions(clubId)),
  });

export const manageReportQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "manage-report"],
    queryFn: async () => (await api(matchPaths.manageReport(matchId))).report,
  });

export const matchChangeNotesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "notes"],
    queryFn: async () => (await api(matchPaths.changeNotes(clubId))).notes,
  });

/** Proposed changes to the club's agreed matches: pending ones and recent answers. */
export const clubProposalsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "proposals"],
    queryFn: async () => (await api(matchPaths.clubProposals(clubId))).proposals,
  });

/** A request waiting for this club's answer (the other club created it). */
export function isOpenRequestFor(match: MatchSummary, clubId: string): boolean {
  return match.acceptance === "requested" && match.createdByClubId !== clubId;
}
