import { and, eq, min, type SQL, sql } from "drizzle-orm";
import type { Competition } from "#shared/constants.ts";
import { formatDateTime } from "#shared/format.ts";
import type { ProposalKind } from "#shared/matches/proposals.ts";
import {
  withdrawalHoldDeleteMessage,
  withdrawalHoldMessage,
  withdrawnTeamLeagueMessage,
} from "#shared/matches/schema.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matches, teamPlacements, withdrawalCancellations } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { teamSubject } from "../league/office-decisions.ts";
import type { MatchRow } from "./match-access.ts";

// A match the league office called off by a team's withdrawal stays off while the team is
// withdrawn: set again by a club (directly, by a proposal, or moved to a new date), it would be
// back on the schedule of a team that plays no more, and taking the withdrawal back would no
// longer find it as the withdrawal left it. Only the office's undo sets it again. For the same
// reason nobody deletes it (the office neither, for a fixture no club manages), and no new league
// match of that season from the withdrawal on comes on with the team.

/** The team whose withdrawal holds the match off, or null: a match cancelled since for another reason is free. */
export async function withdrawnTeamOf(db: DbOrTx, match: MatchRow): Promise<string | null> {
  if (match.status !== "cancelled" || match.cancellationReason === null) return null;
  const [row] = await db
    .select({ teamId: withdrawalCancellations.teamId })
    .from(withdrawalCancellations)
    .where(
      and(
        eq(withdrawalCancellations.matchId, match.id),
        eq(withdrawalCancellations.reason, match.cancellationReason),
      ),
    );
  return row?.teamId ?? null;
}

/** 409 with the withdrawn team's name when the match is held off by its withdrawal. */
export async function refuseWithdrawalHold(db: DbOrTx, match: MatchRow): Promise<void> {
  const teamId = await withdrawnTeamOf(db, match);
  if (teamId) throw conflict(withdrawalHoldMessage(await teamSubject(db, teamId)));
}

/** 409 for «Löschen» of a match held off by a withdrawal, by a club or the office. */
export async function refuseHeldDeletion(db: DbOrTx, match: MatchRow): Promise<void> {
  const teamId = await withdrawnTeamOf(db, match);
  if (teamId) throw conflict(withdrawalHoldDeleteMessage(await teamSubject(db, teamId)));
}

/** When the league office withdrew the team from `season` (and has not taken it back), or null. */
async function withdrawnSince(db: DbOrTx, teamId: string, season: number): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(teamPlacements.withdrawnAt) })
    .from(teamPlacements)
    .where(and(eq(teamPlacements.teamId, teamId), eq(teamPlacements.season, season)));
  return row?.since ?? null;
}

/** Whether the league office withdrew the team from `season` (and has not taken it back). */
export async function isWithdrawn(db: DbOrTx, teamId: string, season: number): Promise<boolean> {
  return (await withdrawnSince(db, teamId, season)) !== null;
}

/**
 * Whether a league match at `matchDate` is one the withdrawal (at `since`) rules out: from the
 * withdrawal on the team plays no more in its group; a match played before was played while it
 * was there, and may be entered late (the table counts it as one entered in time: a withdrawn
 * team's matches of the season do not count at all, `computeLeagueTable`).
 */
function fromWithdrawalOn(matchDate: Date, since: Date | null): since is Date {
  return since !== null && matchDate.getTime() >= since.getTime();
}

type LeagueMatch = { homeTeamId: string; awayTeamId: string; matchDate: Date; competition: Competition };

/**
 * The team of a league match withdrawn from the match's season before the match's date, or
 * null: the office called off its coming matches, so no new one comes on the schedule (set,
 * asked for, accepted). A friendly or a cup match is no group's business.
 */
export async function withdrawnLeagueTeam(db: DbOrTx, match: LeagueMatch): Promise<string | null> {
  if (match.competition !== "league") return null;
  const season = seasonOf(match.matchDate);
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    if (fromWithdrawalOn(match.matchDate, await withdrawnSince(db, teamId, season))) return teamId;
  }
  return null;
}

/** «… hat sich aus der Saison 2025/26 zurückgezogen …»: why the team gets no league match of `season`. */
async function withdrawnRefusal(db: DbOrTx, teamId: string, season: number, since: Date): Promise<string> {
  return withdrawnTeamLeagueMessage(
    await teamSubject(db, teamId),
    seasonLabel(season),
    formatDateTime(since),
  );
}

/** The refusal naming the team, the season and the withdrawal's date for a team `withdrawnLeagueTeam` found. */
async function refusalOf(db: DbOrTx, teamId: string, matchDate: Date): Promise<string> {
  const season = seasonOf(matchDate);
  const since = await withdrawnSince(db, teamId, season);
  if (!since) throw new Error(`team ${teamId} not withdrawn from ${season}`);
  return withdrawnRefusal(db, teamId, season, since);
}

/** 409 naming the team and the season when `withdrawnLeagueTeam` finds one. */
export async function refuseWithdrawnLeagueMatch(db: DbOrTx, match: LeagueMatch): Promise<void> {
  const teamId = await withdrawnLeagueTeam(db, match);
  if (teamId) throw conflict(await refusalOf(db, teamId, match.matchDate));
}

// The season of the row of `matches`, as seasonOf counts it (from 1 July in Zurich).
const matchSeasonSql = sql`(extract(year from (${matches.matchDate} at time zone 'Europe/Zurich') - interval '6 months'))::int`;

/**
 * For the schedule's read (`keptOffByTeamId`, null if none): the team of the row of `matches`,
 * a league match off (cancelled or postponed), withdrawn from its season before its date, by
 * `withdrawnLeagueTeam`'s rule (the season as seasonOf counts it, from 1 July in Zurich; the home
 * team first).
 * `withdrawnTeamOfChange` refuses to set it again (setsAgain), its date ahead or past, and to move
 * it to a coming date; whether it is ahead the reader's clock says (the schedule's coming and past
 * lists), so the read stays free of it.
 * A row source (one row, or none) rather than a scalar subselect: a read that says both whether a
 * team keeps the match off and which one joins it once (`jsonObjectSql`'s `from`) and names
 * `teamId` twice, where a subselect written twice is looked up twice per match.
 */
export const keptOffByTeam: { source: SQL; teamId: SQL } = {
  source: sql`(select p.team_id from ${teamPlacements} p
    where ${matches.status} in ('cancelled', 'postponed') and ${matches.competition} = 'league'
      and p.team_id in (${matches.homeTeamId}, ${matches.awayTeamId}) and p.season = ${matchSeasonSql}
      and p.withdrawn_at is not null and p.withdrawn_at <= ${matches.matchDate}
    order by p.team_id = ${matches.homeTeamId} desc limit 1) kept_off`,
  teamId: sql`kept_off.team_id`,
};

/**
 * Whether a new kick-off moves a match to a time still ahead: the withdrawal called off what lay
 * ahead and left what lay behind, and a past match moved on would be a new one on the team's
 * schedule. Correcting the day a match was played stays possible.
 */
export function movesAhead(current: { matchDate: Date }, matchDate: Date): boolean {
  return matchDate.getTime() !== current.matchDate.getTime() && matchDate.getTime() > Date.now();
}

/**
 * The withdrawn team a change of the match (an edit, «Verschieben», «Wieder ansetzen», directly,
 * proposed or a proposal accepted) would put a league match on the schedule of, or null. Made a
 * league match of a team withdrawn before its date (other teams, competition or date), it is a
 * new one; a match that already was one keeps its other changes but is not moved ahead (movesAhead).
 * `setsAgain`: «Wieder ansetzen» puts a match that is off on at its kick-off, so it is a new match
 * on the schedule even unmoved (called off before the withdrawal, for rain, the withdrawal left it
 * as it was), whether its date is still ahead or already past: a match from the withdrawal on was
 * never played, set again its result could be entered.
 */
export async function withdrawnTeamOfChange(
  db: DbOrTx,
  current: LeagueMatch,
  after: LeagueMatch,
  options: { setsAgain?: boolean } = {},
): Promise<string | null> {
  if (options.setsAgain) return withdrawnLeagueTeam(db, after);
  if (!movesAhead(current, after.matchDate) && (await withdrawnLeagueTeam(db, current)) !== null) return null;
  return withdrawnLeagueTeam(db, after);
}

/** What a schedule proposal would change of a match (the proposal's row). */
type ScheduleProposal = { kind: ProposalKind; matchDate: Date | null; competition: Competition | null };

/**
 * The match as a yes to a schedule proposal would leave it, its kick-off and competition, and
 * whether it sets it again («Wieder ansetzen» proposed): what `withdrawnTeamOfChange` weighs.
 */
export function proposedChange<M extends LeagueMatch>(
  match: M,
  proposal: ScheduleProposal,
): { after: M; options: { setsAgain: boolean } } {
  return {
    after: {
      ...match,
      matchDate: proposal.matchDate ?? match.matchDate,
      competition: proposal.competition ?? match.competition,
    },
    options: { setsAgain: proposal.kind === "restore" },
  };
}

/** The withdrawn team a yes to the schedule proposal would put the match on the schedule of, or null. */
export async function withdrawnTeamOfProposal(
  db: DbOrTx,
  match: LeagueMatch,
  proposal: ScheduleProposal,
): Promise<string | null> {
  const { after, options } = proposedChange(match, proposal);
  return withdrawnTeamOfChange(db, match, after, options);
}

/** 409 naming the team and the season when `withdrawnTeamOfChange` finds one. */
export async function refuseWithdrawnChange(
  db: DbOrTx,
  current: LeagueMatch,
  after: LeagueMatch,
  options: { setsAgain?: boolean } = {},
): Promise<void> {
  const teamId = await withdrawnTeamOfChange(db, current, after, options);
  if (teamId) throw conflict(await refusalOf(db, teamId, after.matchDate));
}

/**
 * The refusal of a league fixture of `season` at a date, for each of `teamIds` withdrawn from it
 * (by `withdrawnLeagueTeam`'s rule): an import that lists league fixtures of the season names the
 * row, as the dialog's 409 would.
 */
export async function withdrawnRefusals(
  db: DbOrTx,
  teamIds: readonly string[],
  season: number,
): Promise<(teamId: string, matchDate: Date) => string | undefined> {
  const refusals = new Map<string, { since: Date; message: string }>();
  for (const teamId of new Set(teamIds)) {
    const since = await withdrawnSince(db, teamId, season);
    if (since) refusals.set(teamId, { since, message: await withdrawnRefusal(db, teamId, season, since) });
  }
  return (teamId, matchDate) => {
    const refusal = refusals.get(teamId);
    return refusal && fromWithdrawalOn(matchDate, refusal.since) ? refusal.message : undefined;
  };
}

/** Whether a club's yes to the request would put a match on that a withdrawal rules out. */
export async function isRuledOutByWithdrawal(db: DbOrTx, match: MatchRow): Promise<boolean> {
  return (await withdrawnTeamOf(db, match)) !== null || (await withdrawnLeagueTeam(db, match)) !== null;
}
