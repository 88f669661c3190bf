import { and, eq, isNull, sql } from "drizzle-orm";
import type { Canton, League } from "#shared/constants.ts";
import { sameGroupName } from "#shared/league/groups.ts";
import { type MovedMatches, PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { seasonOf, seasonRange } from "#shared/matches/season.ts";
import type { DbOrTx } from "../../db/client.ts";
import { instantLiteral } from "../../db/plan-literals.ts";
import { teamPlacements, teams } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { groupMatchesSql, placementsOfGroupsOf } from "./group-matches.ts";
import { holdsAt, placementsSql } from "./placement-queries.ts";

// THE write of a team's placement (decision 018): a past season never changes; the
// running season's placement of a team with counted league matches changes only by the league
// office, as a move that keeps the matches before it in the old group; next season's placement
// may be set ahead. The team's canton and league columns mirror the running season's placement
// for every caller that reads them.

export interface Placement {
  canton: Canton;
  league: League;
  group: string;
}

export interface PlaceTeam extends Placement {
  teamId: string;
  season: number;
  byLeagueOffice: boolean;
  /** A move with counted matches: they stay in the old group (default) or are annulled. */
  movedMatches?: MovedMatches;
  now?: Date;
}

export type PlaceResult = "unchanged" | "placed" | "moved";

/** The team's placement in a season now (its open row or the one carried forward), or null. */
export async function currentPlacement(
  db: DbOrTx,
  teamId: string,
  season: number,
): Promise<Placement | null> {
  const rows = await db.execute<{ canton: Canton; league: League; group_name: string }>(sql`
    select p.canton, p.league, p.group_name from ${placementsSql(season)} p
    where p.team_id = ${teamId} and p.ends_at is null limit 1`);
  const [row] = [...rows];
  return row ? { canton: row.canton, league: row.league, group: row.group_name } : null;
}

/**
 * The team's league matches of the season that a group's table counts, in any of its groups
 * (`groupMatchesSql`, as the console counts them): with none, a new placement is a correction
 * that changes no table; with some, only the league office may move the team, and the move keeps
 * them in the old group. A match against a team of another group, or one annulled by a move,
 * ties the team to nothing. Unlike the table, this counts the matches of a withdrawn team (its
 * own or its opponent's): the league office may take the withdrawal back, and they count again
 * in the group both teams stood in then, which a correction of either team's row would have lost.
 */
export async function countedLeagueMatches(
  db: DbOrTx,
  teamId: string,
  season: number,
  /** Only the matches from then on (the team's group since its last move). */
  since: Date | null = null,
): Promise<number> {
  const from = since === null ? sql`` : sql`and m.match_date >= ${since.toISOString()}::timestamptz`;
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from (${groupMatchesSql(season, placementsOfGroupsOf(season, sql`select ${teamId}::uuid`), { withWithdrawn: true })}) m
    where ${teamId} in (m.home_team_id, m.away_team_id) ${from}`);
  return [...rows][0]?.n ?? 0;
}

/**
 * The team's league fixtures still to play from `now` in `season` against teams that stand in the
 * group `group` then (scheduled from now on, or postponed and so set again later). After a move
 * away from that group they count in neither group's table: a match counts only between two
 * teams of one group (groupMatchesSql). The console tells the office before the move.
 */
export async function comingAgainstGroup(
  db: DbOrTx,
  teamId: string,
  season: number,
  group: Placement,
  now: Date,
): Promise<number> {
  const { to } = seasonRange(season);
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from matches m
    join ${placementsSql(season, group)} o
      on o.team_id = case when m.home_team_id = ${teamId} then m.away_team_id else m.home_team_id end
      and ${holdsAt("o", sql`greatest(m.match_date, ${instantLiteral(now)})`)}
    where ${teamId} in (m.home_team_id, m.away_team_id) and m.competition = 'league'
      and (m.status = 'postponed' or (m.status = 'scheduled' and m.match_date >= ${instantLiteral(now)}))
      and m.match_date < ${instantLiteral(to)}`);
  return [...rows][0]?.n ?? 0;
}

/**
 * The seasons a placement or a league office decision may be made for: the running one and the
 * next (set ahead). A past season never changes; one further ahead is not planned yet.
 */
export function requirePlannableSeason(
  season: number,
  now: Date = new Date(),
  pastMessage: string = PLACEMENT_MESSAGES.pastSeason,
): void {
  const running = seasonOf(now);
  if (season < running) throw conflict(pastMessage);
  if (season > running + 1) throw conflict(PLACEMENT_MESSAGES.tooFarAhead);
}

/**
 * The placement with its group spelled as the league's season already spells it: «gruppe 1»
 * joins «Gruppe 1» instead of opening a second group that looks the same. A group in which no
 * other team stands keeps the name as given, so its only team may respell it.
 */
export async function withGroupSpelling(
  db: DbOrTx,
  season: number,
  place: Placement,
  teamId: string | null,
): Promise<Placement> {
  const others = teamId === null ? sql`true` : sql`not (p.team_id = ${teamId} and p.ends_at is null)`;
  const rows = await db.execute<{ group_name: string }>(sql`
    select distinct p.group_name
    from ${placementsSql(season, { canton: place.canton, league: place.league })} p
    where ${others}`);
  const names = [...rows].map((r) => r.group_name);
  if (names.includes(place.group)) return place;
  const existing = names.find((name) => sameGroupName(name, place.group));
  return existing === undefined ? place : { ...place, group: existing };
}

function same(a: Placement | null, b: Placement): boolean {
  return a !== null && a.canton === b.canton && a.league === b.league && a.group === b.group;
}

export async function placeTeam(tx: DbOrTx, input: PlaceTeam): Promise<PlaceResult> {
  const now = input.now ?? new Date();
  const running = seasonOf(now);
  requirePlannableSeason(input.season, now);
  // One placement write per team at a time: the check and the write see the same rows.
  await tx.execute(sql`select 1 from teams where id = ${input.teamId} for update`);
  // The league office placing an opponent a club created lets its matches count: a placement
  // even where its group stays the one the club gave it.
  const released = input.byLeagueOffice
    ? await tx
        .update(teams)
        .set({ awaitingOffice: false })
        .where(and(eq(teams.id, input.teamId), eq(teams.awaitingOffice, true)))
        .returning({ id: teams.id })
    : [];
  const target = await withGroupSpelling(
    tx,
    input.season,
    { canton: input.canton, league: input.league, group: input.group },
    input.teamId,
  );
  const before = await currentPlacement(tx, input.teamId, input.season);
  if (same(before, target)) return released.length > 0 ? "placed" : "unchanged";

  const [own] = await tx
    .select({ id: teamPlacements.id, startsAt: teamPlacements.startsAt })
    .from(teamPlacements)
    .where(
      and(
        eq(teamPlacements.teamId, input.teamId),
        eq(teamPlacements.season, input.season),
        isNull(teamPlacements.endsAt),
      ),
    )
    .limit(1);
  const values = { canton: target.canton, league: target.league, groupName: target.group, updatedAt: now };
  let result: PlaceResult = "placed";
  const played = input.season === running ? await countedLeagueMatches(tx, input.teamId, input.season) : 0;
  // A team moved here that has played nothing here since is placed anew in its own row: ending
  // it would leave a row with no match in this group's table.
  const playedHere =
    played > 0 && own?.startsAt
      ? await countedLeagueMatches(tx, input.teamId, input.season, own.startsAt)
      : played;
  if (played > 0 && !input.byLeagueOffice) throw conflict(PLACEMENT_MESSAGES.countedMatches);
  if (playedHere > 0) {
    // A move: the matches so far stay in the old group's table for the other teams, unless the
    // league office annulled them (then they count there for nobody).
    const annulled = input.movedMatches === "annul" ? { matchesAnnulledAt: now } : {};
    if (own)
      await tx
        .update(teamPlacements)
        .set({ endsAt: now, updatedAt: now, ...annulled })
        .where(eq(teamPlacements.id, own.id));
    else if (before) {
      await tx.insert(teamPlacements).values({
        teamId: input.teamId,
        season: input.season,
        canton: before.canton,
        league: before.league,
        groupName: before.group,
        endsAt: now,
        ...annulled,
      });
    }
    await tx
      .insert(teamPlacements)
      .values({ teamId: input.teamId, season: input.season, startsAt: now, ...values });
    result = "moved";
  } else if (own) {
    await tx.update(teamPlacements).set(values).where(eq(teamPlacements.id, own.id));
  } else {
    await tx.insert(teamPlacements).values({ teamId: input.teamId, season: input.season, ...values });
  }
  if (input.season === running) {
    await tx
      .update(teams)
      .set({ canton: input.canton, league: input.league, updatedAt: now })
      .where(eq(teams.id, input.teamId));
  }
  return result;
}
