import { and, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { kickoffInstant } from "#shared/matches/kickoff-time.ts";
import { defaultCompetition, MATCH_MESSAGES, type MatchInput } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import type { Tx } from "../../db/client.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { badRequest, conflict, forbidden } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi.ts";
import { publishChange } from "../../realtime/publish.ts";
import { type ManagedMatch, type MatchAccess, needsAcceptance } from "./match-access.ts";
import { actorOf, recordMatchChange, recordMatchUpdate } from "./match-history.ts";
import { findMatchSummary } from "./match-queries.ts";
import { refuseWithdrawnLeagueMatch } from "./withdrawal-hold.ts";

// The steps every schedule write of a match shares: check the teams, create, change the status,
// and publish the result.

export const matchWriteResponses = errorResponses(400, 401, 403, 404, 409);

/** Both teams of the dialog, or 400 'Mannschaft nicht gefunden' (an archived team is gone for new matches). */
export async function loadTeams(tx: Tx, input: MatchInput, keep: readonly string[] = []) {
  const rows = await tx
    .select({ id: teams.id, clubId: teams.clubId, canton: teams.canton, league: teams.league })
    .from(teams)
    .where(
      and(
        inArray(teams.id, [input.homeTeamId, input.awayTeamId]),
        or(isNull(teams.archivedAt), inArray(teams.id, [...keep])),
      ),
    );
  const home = rows.find((t) => t.id === input.homeTeamId);
  const away = rows.find((t) => t.id === input.awayTeamId);
  if (!home) throw badRequest(MATCH_MESSAGES.teamNotFound, { homeTeamId: MATCH_MESSAGES.teamNotFound });
  if (!away) throw badRequest(MATCH_MESSAGES.teamNotFound, { awayTeamId: MATCH_MESSAGES.teamNotFound });
  return { home, away };
}

export function matchDateOf(input: MatchInput): Date {
  const date = kickoffInstant(input.date, input.time);
  // The schema has already refused an unreadable date; this keeps the type honest.
  if (!date) throw badRequest(MATCH_MESSAGES.invalidDateTime, { date: MATCH_MESSAGES.invalidDateTime });
  return date;
}

/**
 * A match that stands in the schedule, for the rule against entering one twice: a cancelled
 * match, or one the other club declined, does not (the same fixture may be set again in its
 * place); a request still open and a postponed match do, as they show in the schedule.
 */
export const standsInSchedule: SQL = sql`(${matches.status} <> 'cancelled' and ${matches.acceptance} <> 'declined')`;

/** Home team, away team and kick-off: what makes two matches the same fixture. */
export interface MatchSlot {
  homeTeamId: string;
  awayTeamId: string;
  matchDate: Date;
}

/**
 * 409 «Dieses Spiel steht schon im Spielplan.» (at the field `date`) when a match that stands has the slot already
 * (`exceptId`: the match being edited). The lock makes two writes of the same slot at once (a
 * double click, two secretaries) wait for each other, so the second one sees the first.
 */
export async function refuseScheduledTwice(tx: Tx, slot: MatchSlot, exceptId: string | null = null) {
  const key = `match-slot:${slot.homeTeamId}:${slot.awayTeamId}:${slot.matchDate.toISOString()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [twin] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.homeTeamId, slot.homeTeamId),
        eq(matches.awayTeamId, slot.awayTeamId),
        eq(matches.matchDate, slot.matchDate),
        standsInSchedule,
        exceptId === null ? undefined : ne(matches.id, exceptId),
      ),
    )
    .limit(1);
  // Named at the date: the kick-off is what a person changes to enter another match.
  if (twin) throw conflict(MATCH_MESSAGES.alreadyScheduled, { date: MATCH_MESSAGES.alreadyScheduled });
}

/**
 * The match as the club's schedule shows it; only a standing match goes out to the public stream.
 * `moveReason`: the reason of a move, which the fans' notification names (LiveMatchChange).
 */
export async function publishMatch(
  tx: Tx,
  matchId: string,
  moveReason: string | null = null,
): Promise<MatchSummary> {
  const summary = await findMatchSummary(tx, matchId, { includeRequests: true });
  if (!summary) throw new Error(`match ${matchId} vanished inside its transaction`);
  const data = moveReason ? { ...summary, moveReason } : summary;
  if (summary.acceptance === "accepted") await publishChange(tx, matchId, { kind: "match", data });
  return summary;
}

/**
 * Schedules one match for the club, the one way the dialog and the CSV import do it: a match
 * against another platform club's team starts as a request, and the history records who set it.
 * The caller has checked the 'matches' role for the club and owns the transaction (the CSV
 * import creates many in one).
 */
export async function createMatch(tx: Tx, actor: { userId: string; clubId: string }, input: MatchInput) {
  const { clubId } = actor;
  const { home, away } = await loadTeams(tx, input);
  if (home.clubId !== clubId && away.clubId !== clubId) throw forbidden();
  const isRequest = needsAcceptance(clubId, home.clubId, away.clubId);
  const competition = input.competition ?? defaultCompetition(home, away);
  const matchDate = matchDateOf(input);
  await refuseWithdrawnLeagueMatch(tx, { ...input, matchDate, competition });
  await refuseScheduledTwice(tx, { ...input, matchDate });
  const [row] = await tx
    .insert(matches)
    .values({
      homeTeamId: input.homeTeamId,
      awayTeamId: input.awayTeamId,
      matchDate,
      stadium: input.stadium,
      status: "scheduled",
      createdByClubId: clubId,
      acceptance: isRequest ? "requested" : "accepted",
      competition,
    })
    .returning({ id: matches.id });
  if (!row) throw new Error("match insert returned no row");
  await recordMatchChange(tx, actor, row.id, isRequest ? "Spiel angefragt" : "Spiel angesetzt");
  return publishMatch(tx, row.id);
}

type StatusPatch = Omit<Partial<typeof matches.$inferInsert>, "id" | "liveUndo" | "updatedAt">;

/**
 * The one way a schedule action (cancel, postpone, restore, final score) changes a match the
 * caller has locked and checked: the row is updated, the history records the difference under
 * `action`, and the match is published. A schedule change ends what the live ticker could still
 * undo, so the undo step is cleared with it. `moveReason`: as publishMatch's.
 */
export async function changeMatchStatus(
  tx: Tx,
  managed: ManagedMatch & { access: MatchAccess },
  patch: StatusPatch,
  action: string,
  moveReason: string | null = null,
): Promise<MatchSummary> {
  const { match } = managed;
  await tx
    .update(matches)
    .set({ ...patch, liveUndo: null, updatedAt: new Date() })
    .where(eq(matches.id, match.id));
  await recordMatchUpdate(tx, actorOf(managed.access.user.id, managed), match, action);
  return publishMatch(tx, match.id, moveReason);
}
