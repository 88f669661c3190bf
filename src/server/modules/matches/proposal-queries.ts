import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type MatchProposal, PENDING_PROPOSAL_STATUSES } from "#shared/matches/proposals.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matches, matchProposals, teams, user } from "../../db/schema/index.ts";

// The proposals as clubs and the league office read them: with the match's teams by name, who
// proposed and who answered.

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");
const proposer = alias(user, "proposer");
const answerer = alias(user, "answerer");
const proposerClub = alias(clubs, "proposer_club");
// The proposal's own match and teams, apart from the aliases a caller filters by.
const proposalMatch = alias(matches, "proposal_match");
const proposalHome = alias(teams, "proposal_home");
const proposalAway = alias(teams, "proposal_away");
const proposalHomeClub = alias(clubs, "proposal_home_club");
const proposalAwayClub = alias(clubs, "proposal_away_club");

const proposalColumns = {
  id: matchProposals.id,
  matchId: matchProposals.matchId,
  matchLabel: matchProposals.matchLabel,
  homeTeam: proposalHome.name,
  homeClub: proposalHomeClub.clubName,
  awayTeam: proposalAway.name,
  awayClub: proposalAwayClub.clubName,
  kind: matchProposals.kind,
  status: matchProposals.status,
  homeScore: matchProposals.homeScore,
  awayScore: matchProposals.awayScore,
  forfeit: matchProposals.forfeit,
  previousScore: matchProposals.previousScore,
  matchDate: matchProposals.matchDate,
  previousMatchDate: matchProposals.previousMatchDate,
  stadium: matchProposals.stadium,
  competition: matchProposals.competition,
  reason: matchProposals.reason,
  proposedByClubId: matchProposals.proposedByClubId,
  proposedByClubName: proposerClub.clubName,
  proposedByUserName: proposer.name,
  createdAt: matchProposals.createdAt,
  disputedAt: matchProposals.disputedAt,
  answeredAt: matchProposals.answeredAt,
  answeredByUserName: answerer.name,
  answeredByClubId: matchProposals.answeredByClubId,
  officeNote: matchProposals.officeNote,
};

/**
 * A postponement without a new date is stored at the kick-off it leaves (what a yes applies):
 * shown, that date read as the one the match moved to. It names no date.
 */
function proposedDate(row: {
  kind: string;
  matchDate: Date | null;
  previousMatchDate: Date | null;
}): string | null {
  const keepsDate = row.kind === "postpone" && row.matchDate?.getTime() === row.previousMatchDate?.getTime();
  return keepsDate ? null : (row.matchDate?.toISOString() ?? null);
}

function toProposal(row: Awaited<ReturnType<typeof selectProposals>>[number]): MatchProposal {
  const {
    answeredByClubId,
    homeTeam: home,
    homeClub,
    awayTeam: away,
    awayClub,
    previousMatchDate,
    ...rest
  } = row;
  return {
    ...rest,
    homeTeamName: home === null ? null : teamLabel(home, homeClub),
    awayTeamName: away === null ? null : teamLabel(away, awayClub),
    matchDate: proposedDate(row),
    createdAt: row.createdAt.toISOString(),
    disputedAt: row.disputedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    decidedByOffice: row.answeredAt !== null && answeredByClubId === null,
  };
}

function selectProposals(db: DbOrTx) {
  return db
    .select(proposalColumns)
    .from(matchProposals)
    .leftJoin(proposer, eq(proposer.id, matchProposals.proposedByUserId))
    .leftJoin(answerer, eq(answerer.id, matchProposals.answeredByUserId))
    .leftJoin(proposerClub, eq(proposerClub.id, matchProposals.proposedByClubId))
    .leftJoin(proposalMatch, eq(proposalMatch.id, matchProposals.matchId))
    .leftJoin(proposalHome, eq(proposalHome.id, proposalMatch.homeTeamId))
    .leftJoin(proposalAway, eq(proposalAway.id, proposalMatch.awayTeamId))
    .leftJoin(proposalHomeClub, eq(proposalHomeClub.id, proposalHome.clubId))
    .leftJoin(proposalAwayClub, eq(proposalAwayClub.id, proposalAway.clubId));
}

export async function findProposal(db: DbOrTx, id: string): Promise<MatchProposal | undefined> {
  const [row] = await selectProposals(db).where(eq(matchProposals.id, id));
  return row ? toProposal(row) : undefined;
}

const RECENT_DAYS = 30;

/**
 * The proposals on the club's matches: every pending one, and those answered in the last 30 days
 * (the dashboard shows both clubs what became of them).
 */
export async function listClubProposals(db: DbOrTx, clubId: string): Promise<MatchProposal[]> {
  const rows = await selectProposals(db)
    .leftJoin(matches, eq(matches.id, matchProposals.matchId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(
      and(
        or(
          eq(homeTeam.clubId, clubId),
          eq(awayTeam.clubId, clubId),
          eq(matchProposals.proposedByClubId, clubId),
          eq(matchProposals.otherClubId, clubId),
          eq(matchProposals.answeredByClubId, clubId),
        ),
        or(
          inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
          sql`${matchProposals.answeredAt} > now() - make_interval(days => ${RECENT_DAYS})`,
        ),
      ),
    )
    .orderBy(desc(matchProposals.createdAt), desc(matchProposals.id))
    .limit(50);
  return rows.map(toProposal);
}

/** The league office's list: every pending proposal, disputed ones first, oldest first. */
export async function listPendingProposals(db: DbOrTx): Promise<MatchProposal[]> {
  const rows = await selectProposals(db)
    .where(inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]))
    .orderBy(sql`${matchProposals.status} = 'open'`, matchProposals.createdAt, matchProposals.id)
    .limit(500);
  return rows.map(toProposal);
}

/**
 * The match's proposal waiting for an answer (open, or disputed before the office), other than
 * `except`, or null: a match has one pending question at a time, so a new one, a dispute or the
 * undo of a withdrawal waits for it.
 */
export async function findPendingProposalId(
  db: DbOrTx,
  matchId: string,
  except?: string,
): Promise<string | null> {
  const [pending] = await db
    .select({ id: matchProposals.id })
    .from(matchProposals)
    .where(
      and(
        eq(matchProposals.matchId, matchId),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
        except ? ne(matchProposals.id, except) : undefined,
      ),
    )
    .limit(1);
  return pending?.id ?? null;
}
