import { sql as dsql, eq, inArray } from "drizzle-orm";
import type { MatchStatus } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import type { LiveMatchChange } from "#shared/live/stream-frames.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { matchPairing, matchTitle } from "#shared/matches/title.ts";
import type { MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matches, pushMatchSchedules, teams } from "../../db/schema/index.ts";
import type { PushMessage } from "./push-messages.ts";

// «Spieländerungen»: what a fan of a team hears when an upcoming public match is called off,
// postponed, set again or moved, or when the team is put in or taken out of it. The step is taken
// from what the sender last read of the match (push_match_schedules), not from the previous
// realtime_log row: the log keeps only a day.

export type MatchSchedule = Pick<MatchSummary, "status" | "matchDate" | "stadium" | "cancellationReason"> & {
  homeTeamId: string;
  awayTeamId: string;
};

type NamedTeam = Pick<MatchTeam, "name" | "clubName">;

/** What the fans of some of the match's teams (old or new) hear of one step. */
export interface ScheduleNews {
  teamIds: string[];
  message: PushMessage;
}

/** One tag per match: a restore replaces the cancellation still shown on the phone. */
export const pushMatchTagOf = (matchId: string) => `tschutti-match-${matchId}`;

/** Started or over: its schedule is history, not news. */
const PLAYED: ReadonlySet<MatchStatus> = new Set(["live", "completed"]);

const isNews = (before: MatchSchedule, match: MatchSummary, now: number) =>
  !PLAYED.has(before.status) && !PLAYED.has(match.status) && Date.parse(match.matchDate) > now;

/**
 * The notification for the step from `before` to `match` for the fans of a team that plays it
 * before and after, or null when such a fan sees nothing new in it (an edit of the competition,
 * a cancelled match edited, a match already played). `opponent`: the new one, when it changed.
 */
function scheduleChangeFor(
  before: MatchSchedule,
  match: LiveMatchChange,
  opponent: string | null = null,
): PushMessage | null {
  const isMoved = Date.parse(before.matchDate) !== Date.parse(match.matchDate);
  const kickoff = formatLongDateTime(match.matchDate);
  const venue = before.stadium !== match.stadium ? `Neuer Spielort: ${match.stadium ?? "noch offen"}` : null;
  // A moved match is set for its new kick-off and keeps no reason of its own: the change has it.
  const why = match.cancellationReason ?? match.moveReason;
  const reason = why ? `Grund: ${why}` : null;
  let parts: Array<string | null>;
  if (match.status === "cancelled") {
    if (before.status === "cancelled") return null;
    parts = [kickoff, reason];
  } else if (match.status === "postponed") {
    if (before.status === "postponed" && !isMoved) return null;
    parts = [isMoved ? `Neuer Termin: ${kickoff}` : `${kickoff}, neuer Termin folgt`, reason];
  } else if (before.status !== "scheduled") {
    parts = [`Wieder angesetzt: ${kickoff}`, reason, venue];
  } else {
    parts = [isMoved ? `Neue Anspielzeit: ${kickoff}` : null, isMoved ? reason : null, venue];
  }
  // A cancelled match stays off, whoever it was against.
  if (opponent && match.status !== "cancelled") parts.unshift(`Neuer Gegner: ${opponent}`);
  return messageOf(match, matchTitle(match), parts);
}

function messageOf(match: MatchSummary, title: string, parts: Array<string | null>): PushMessage | null {
  const body = parts.filter((p) => p !== null).join(". ");
  if (!body) return null;
  return { title, body, path: matchPath(match.id), tag: pushMatchTagOf(match.id) };
}

/**
 * What each fan hears of the step from `before` to `match`, the first group naming a team they
 * follow counting for them: the fans of a team that still plays it hear the change (with its new
 * opponent), those of a team put in that it is set, and those of a team taken out that it is off
 * for them, under the pairing they knew (`before`'s teams by `teamsBefore`).
 */
export function scheduleNewsFor(
  before: MatchSchedule,
  match: LiveMatchChange,
  teamsBefore: ReadonlyMap<string, NamedTeam>,
  now: number,
): ScheduleNews[] {
  if (!isNews(before, match, now)) return [];
  const current = [match.homeTeam, match.awayTeam];
  const previous = [before.homeTeamId, before.awayTeamId];
  const stayed = current.filter((team) => previous.includes(team.id)).map((team) => team.id);
  const added = current.filter((team) => !previous.includes(team.id));
  const removed = previous.filter((id) => !stayed.includes(id));
  const news = (teamIds: string[], message: PushMessage | null): ScheduleNews[] =>
    teamIds.length > 0 && message ? [{ teamIds, message }] : [];
  // The same teams (perhaps home and away swapped).
  if (added.length === 0) return news(stayed, scheduleChangeFor(before, match));

  const [newTeam] = added;
  const opponent = added.length === 1 && newTeam ? teamLabel(newTeam.name, newTeam.clubName) : null;
  const kickoff = formatLongDateTime(match.matchDate);
  const isSet = match.status !== "cancelled";
  const set = messageOf(match, matchTitle(match), [
    isSet ? `Angesetzt: ${kickoff}` : null,
    isSet && match.stadium ? `Spielort: ${match.stadium}` : null,
  ]);
  const home = teamsBefore.get(before.homeTeamId);
  const away = teamsBefore.get(before.awayTeamId);
  // Told off already, a cancelled match is no news to them.
  const off =
    home && away && before.status !== "cancelled"
      ? messageOf(match, `Abgesagt: ${matchPairing({ homeTeam: home, awayTeam: away })}`, [
          formatLongDateTime(before.matchDate),
          `Neue Paarung: ${matchPairing(match)}`,
        ])
      : null;
  return [
    ...news(stayed, scheduleChangeFor(before, match, opponent)),
    ...news(
      added.map((team) => team.id),
      set,
    ),
    ...news(removed, off),
  ];
}

/**
 * What the fans of a deleted match's teams hear: an upcoming match they knew, not already called
 * off, is off. The page is gone, so the notification opens the dashboard, where it is listed.
 */
export function deletionNewsFor(
  matchId: string,
  before: MatchSchedule,
  teamsBefore: ReadonlyMap<string, NamedTeam>,
  now: number,
): ScheduleNews[] {
  if (PLAYED.has(before.status) || before.status === "cancelled") return [];
  if (Date.parse(before.matchDate) <= now) return [];
  const home = teamsBefore.get(before.homeTeamId);
  const away = teamsBefore.get(before.awayTeamId);
  if (!home || !away) return [];
  const message: PushMessage = {
    title: `Abgesagt: ${matchPairing({ homeTeam: home, awayTeam: away })}`,
    body: `${formatLongDateTime(before.matchDate)}. Das Spiel ist aus dem Spielplan gestrichen.`,
    path: DELETED_MATCH_PATH,
    tag: pushMatchTagOf(matchId),
  };
  return [{ teamIds: [before.homeTeamId, before.awayTeamId], message }];
}

/** Where a notification of a deleted match leads: the fan's dashboard lists it. */
const DELETED_MATCH_PATH = "/dashboard";

/** The teams' names as a match names them, by id (for the pairing a fan knew before a change). */
export async function readTeamNames(db: DbOrTx, teamIds: string[]): Promise<Map<string, NamedTeam>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name, clubName: clubs.clubName })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(inArray(teams.id, teamIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, clubName: row.clubName }]));
}

export async function readSchedule(db: DbOrTx, matchId: string): Promise<MatchSchedule | null> {
  const [row] = await db.select().from(pushMatchSchedules).where(eq(pushMatchSchedules.matchId, matchId));
  return row ? { ...row, matchDate: row.matchDate.toISOString() } : null;
}

/** The snapshot of the match now. */
export const scheduleOf = (match: MatchSummary): MatchSchedule => ({
  status: match.status,
  matchDate: match.matchDate,
  stadium: match.stadium,
  cancellationReason: match.cancellationReason,
  homeTeamId: match.homeTeam.id,
  awayTeamId: match.awayTeam.id,
});

export const isSameSchedule = (a: MatchSchedule, b: MatchSchedule) =>
  a.homeTeamId === b.homeTeamId &&
  a.awayTeamId === b.awayTeamId &&
  a.status === b.status &&
  Date.parse(a.matchDate) === Date.parse(b.matchDate) &&
  a.stadium === b.stadium &&
  a.cancellationReason === b.cancellationReason;

export async function dropSchedule(db: DbOrTx, matchId: string): Promise<void> {
  await db.delete(pushMatchSchedules).where(eq(pushMatchSchedules.matchId, matchId));
}

/**
 * Snapshots of matches deleted while the sender was not reading (their deletion's log row pruned
 * before it was read) and now past: no news can come of them any more.
 */
export async function pruneOrphanSchedules(db: DbOrTx): Promise<void> {
  await db.execute(dsql`
    delete from ${pushMatchSchedules} s
    where s.match_date < now()
      and not exists (select 1 from ${matches} m where m.id = s.match_id)`);
}

/** Remembers the match's schedule; a match deleted since its log row was written is skipped. */
export async function saveSchedule(db: DbOrTx, match: MatchSummary): Promise<void> {
  await db.execute(dsql`
    insert into ${pushMatchSchedules} (match_id, status, match_date, stadium, cancellation_reason,
                                       home_team_id, away_team_id)
    select ${match.id}::uuid, ${match.status}, ${match.matchDate}::timestamptz, ${match.stadium},
           ${match.cancellationReason}, ${match.homeTeam.id}::uuid, ${match.awayTeam.id}::uuid
    where exists (select 1 from ${matches} where ${matches.id} = ${match.id}::uuid)
    on conflict (match_id) do update set status = excluded.status, match_date = excluded.match_date,
      stadium = excluded.stadium, cancellation_reason = excluded.cancellation_reason,
      home_team_id = excluded.home_team_id, away_team_id = excluded.away_team_id`);
}
