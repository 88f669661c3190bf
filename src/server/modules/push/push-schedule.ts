import { sql as dsql, eq } from "drizzle-orm";
import type { MatchStatus } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { matchTitle } from "#shared/matches/title.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matches, pushMatchSchedules } from "../../db/schema/index.ts";
import type { PushMessage } from "./push-messages.ts";

// «Spieländerungen»: what a fan of a team hears when an upcoming public match is called off,
// postponed, set again or moved. The step is taken from what the sender last read of the match
// (push_match_schedules), not from the previous realtime_log row: the log keeps only a day.

export type MatchSchedule = Pick<MatchSummary, "status" | "matchDate" | "stadium" | "cancellationReason">;

/** One tag per match: a restore replaces the cancellation still shown on the phone. */
export const pushMatchTagOf = (matchId: string) => `tschutti-match-${matchId}`;

/** Started or over: its schedule is history, not news. */
const PLAYED: ReadonlySet<MatchStatus> = new Set(["live", "completed"]);

/**
 * The notification for the step from `before` to `match`, or null when a fan sees nothing new
 * in it (an edit of the competition, a cancelled match edited, a match already played).
 */
export function scheduleChangeFor(
  before: MatchSchedule,
  match: MatchSummary,
  now: number,
): PushMessage | null {
  if (PLAYED.has(before.status) || PLAYED.has(match.status)) return null;
  if (Date.parse(match.matchDate) <= now) return null;
  const isMoved = Date.parse(before.matchDate) !== Date.parse(match.matchDate);
  const kickoff = formatLongDateTime(match.matchDate);
  const venue = before.stadium !== match.stadium ? `Neuer Spielort: ${match.stadium ?? "noch offen"}` : null;
  const reason = match.cancellationReason ? `Grund: ${match.cancellationReason}` : null;
  let parts: Array<string | null>;
  if (match.status === "cancelled") {
    if (before.status === "cancelled") return null;
    parts = [kickoff, reason];
  } else if (match.status === "postponed") {
    if (before.status === "postponed" && !isMoved) return null;
    parts = [isMoved ? `Neuer Termin: ${kickoff}` : `${kickoff}, neuer Termin folgt`, reason];
  } else if (before.status !== "scheduled") {
    parts = [`Wieder angesetzt: ${kickoff}`, venue];
  } else {
    parts = [isMoved ? `Neue Anspielzeit: ${kickoff}` : null, venue];
  }
  const body = parts.filter((p) => p !== null).join(". ");
  if (!body) return null;
  return { title: matchTitle(match), body, path: matchPath(match.id), tag: pushMatchTagOf(match.id) };
}

export async function readSchedule(db: DbOrTx, matchId: string): Promise<MatchSchedule | null> {
  const [row] = await db.select().from(pushMatchSchedules).where(eq(pushMatchSchedules.matchId, matchId));
  return row ? { ...row, matchDate: row.matchDate.toISOString() } : null;
}

export const isSameSchedule = (a: MatchSchedule, b: MatchSchedule) =>
  a.status === b.status &&
  Date.parse(a.matchDate) === Date.parse(b.matchDate) &&
  a.stadium === b.stadium &&
  a.cancellationReason === b.cancellationReason;

/** Remembers the match's schedule; a match deleted since its log row was written is skipped. */
export async function saveSchedule(db: DbOrTx, match: MatchSummary): Promise<void> {
  await db.execute(dsql`
    insert into ${pushMatchSchedules} (match_id, status, match_date, stadium, cancellation_reason)
    select ${match.id}::uuid, ${match.status}, ${match.matchDate}::timestamptz, ${match.stadium},
           ${match.cancellationReason}
    where exists (select 1 from ${matches} where ${matches.id} = ${match.id}::uuid)
    on conflict (match_id) do update set status = excluded.status, match_date = excluded.match_date,
      stadium = excluded.stadium, cancellation_reason = excluded.cancellation_reason`);
}
