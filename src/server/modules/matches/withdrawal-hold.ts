import { and, eq, sql } from "drizzle-orm";
import type { Competition } from "#shared/constants.ts";
import {
  withdrawalHoldDeleteMessage,
  withdrawalHoldMessage,
  withdrawnTeamLeagueMessage,
} from "#shared/matches/schema.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import type { DbOrTx } from "../../db/client.ts";
import { withdrawalCancellations } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { teamSubject } from "../league/office-decisions.ts";
import type { MatchRow } from "./match-access.ts";

// A match the league office called off by a team's withdrawal stays off while the team is
// withdrawn: set again by a club (directly, by a proposal, or moved to a new date), it would be
// back on the schedule of a team that plays no more, and taking the withdrawal back would no
// longer find it as the withdrawal left it. Only the office's undo sets it again. For the same
// reason nobody deletes it (the office neither, for a fixture no club manages), and no new league
// match of that season comes on with the team.

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

/** Whether the league office withdrew the team from `season` (and has not taken it back). */
export async function isWithdrawn(db: DbOrTx, teamId: string, season: number): Promise<boolean> {
  const rows = await db.execute<{ withdrawn: boolean }>(sql`
    select exists (select 1 from team_placements p
      where p.team_id = ${teamId} and p.season = ${season} and p.withdrawn_at is not null) as withdrawn`);
  return [...rows][0]?.withdrawn === true;
}

type LeagueMatch = { homeTeamId: string; awayTeamId: string; matchDate: Date; competition: Competition };

/**
 * The team of a league match withdrawn from the match's season, or null: its matches of that
 * season no longer count and the office called off the rest, so no new one comes on the schedule
 * (set, asked for, accepted). A friendly or a cup match is no group's business.
 */
export async function withdrawnLeagueTeam(db: DbOrTx, match: LeagueMatch): Promise<string | null> {
  if (match.competition !== "league") return null;
  const season = seasonOf(match.matchDate);
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    if (await isWithdrawn(db, teamId, season)) return teamId;
  }
  return null;
}

/** «… hat sich aus der Saison 2025/26 zurückgezogen …»: why the team gets no league match of `season`. */
async function withdrawnRefusal(db: DbOrTx, teamId: string, season: number): Promise<string> {
  return withdrawnTeamLeagueMessage(await teamSubject(db, teamId), seasonLabel(season));
}

/** 409 naming the team and the season when `withdrawnLeagueTeam` finds one. */
export async function refuseWithdrawnLeagueMatch(db: DbOrTx, match: LeagueMatch): Promise<void> {
  const teamId = await withdrawnLeagueTeam(db, match);
  if (teamId) throw conflict(await withdrawnRefusal(db, teamId, seasonOf(match.matchDate)));
}

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
 * league match of a season a team withdrew from (other teams, competition or date), it is a new
 * one; a match that already was one keeps its other changes but is not moved ahead (movesAhead).
 * `setsAgain`: «Wieder ansetzen» puts a match that is off on at its kick-off, so one still ahead
 * is a new match on the schedule even unmoved (called off before the withdrawal, for rain, the
 * withdrawal left it as it was).
 */
export async function withdrawnTeamOfChange(
  db: DbOrTx,
  current: LeagueMatch,
  after: LeagueMatch,
  options: { setsAgain?: boolean } = {},
): Promise<string | null> {
  const ahead = options.setsAgain
    ? after.matchDate.getTime() > Date.now()
    : movesAhead(current, after.matchDate);
  if (!ahead && (await withdrawnLeagueTeam(db, current)) !== null) return null;
  return withdrawnLeagueTeam(db, after);
}

/** 409 naming the team and the season when `withdrawnTeamOfChange` finds one. */
export async function refuseWithdrawnChange(
  db: DbOrTx,
  current: LeagueMatch,
  after: LeagueMatch,
  options: { setsAgain?: boolean } = {},
): Promise<void> {
  const teamId = await withdrawnTeamOfChange(db, current, after, options);
  if (teamId) throw conflict(await withdrawnRefusal(db, teamId, seasonOf(after.matchDate)));
}

/**
 * The refusal of each of `teamIds` withdrawn from `season`, by team: an import that lists league
 * fixtures of the season names the row, as the dialog's 409 would.
 */
export async function withdrawnRefusals(
  db: DbOrTx,
  teamIds: readonly string[],
  season: number,
): Promise<Map<string, string>> {
  const refusals = new Map<string, string>();
  for (const teamId of new Set(teamIds)) {
    if (await isWithdrawn(db, teamId, season))
      refusals.set(teamId, await withdrawnRefusal(db, teamId, season));
  }
  return refusals;
}

/** Whether a club's yes to the request would put a match on that a withdrawal rules out. */
export async function isRuledOutByWithdrawal(db: DbOrTx, match: MatchRow): Promise<boolean> {
  return (await withdrawnTeamOf(db, match)) !== null || (await withdrawnLeagueTeam(db, match)) !== null;
}
