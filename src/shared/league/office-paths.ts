import { apiPath, withQuery } from "../http.ts";
import type { MatchProposalResponse, MatchProposalsResponse } from "../matches/proposals.ts";
import type {
  ClubOfficeDecisionsResponse,
  OfficeAccountResponse,
  OfficeAccountsResponse,
  OfficeClubResponse,
  OfficeClubsResponse,
  OfficeDecisionsResponse,
} from "./office.ts";

// The league office's paths, apart from its schemas (office.ts): a club's dashboard lists the
// office's decisions about its teams and needs no zod for it.

/** How far back the club's dashboard lists them, and at most how many. */
export const CLUB_OFFICE_DECISIONS = { days: 90, limit: 20 } as const;
export const officePaths = {
  proposals: () => apiPath<MatchProposalsResponse>`/api/league-office/match-proposals`,
  /** `forfeit` answers a «Spielabbruch» only. */
  decideProposal: (proposalId: string, answer: "accept" | "decline" | "forfeit") =>
    apiPath<MatchProposalResponse>`/api/league-office/match-proposals/${proposalId}/${answer}`,
  clubs: (search: string) => withQuery(apiPath<OfficeClubsResponse>`/api/league-office/clubs`, { search }),
  /** POST verifies, DELETE takes the verification back. */
  verifyClub: (clubId: string) =>
    apiPath<OfficeClubResponse>`/api/league-office/clubs/${clubId}/verification`,
  accounts: (search: string) =>
    withQuery(apiPath<OfficeAccountsResponse>`/api/league-office/accounts`, { search }),
  /** POST { reason } suspends (signed out at once), DELETE lifts it. */
  suspension: (userId: string) =>
    apiPath<OfficeAccountResponse>`/api/league-office/accounts/${userId}/suspension`,
  decisions: (after?: string) =>
    withQuery(apiPath<OfficeDecisionsResponse>`/api/league-office/decisions`, { after }),
  /** The recent decisions about the club's own teams, for its dashboard. */
  clubDecisions: (clubId: string) =>
    apiPath<ClubOfficeDecisionsResponse>`/api/manage/clubs/${clubId}/office-decisions`,
};
