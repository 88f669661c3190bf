import { and, eq, inArray, sql } from "drizzle-orm";
import {
  isScheduleProposal,
  PENDING_PROPOSAL_STATUSES,
  PROPOSAL_KIND_LABELS,
  SCHEDULE_PROPOSAL_KINDS,
} from "#shared/matches/proposals.ts";
import { seasonRange } from "#shared/matches/season.ts";
import type { Tx } from "../../db/client.ts";
import { instantLiteral } from "../../db/plan-literals.ts";
import {
  matches,
  matchProposals,
  withdrawalCancellations,
  withdrawalClosedProposals,
} from "../../db/schema/index.ts";
import { closeOvertakenProposals } from "../matches/agreed-record.ts";
import { type MatchActor, recordMatchChange, recordMatchUpdate } from "../matches/match-history.ts";
import { publishMatch } from "../matches/match-writes.ts";
import { proposalApplies } from "../matches/proposal-apply.ts";
import { findPendingProposalId } from "../matches/proposal-queries.ts";
import { isWithdrawn, withdrawnTeamOf, withdrawnTeamOfProposal } from "../matches/withdrawal-hold.ts";
import { teamSubject } from "./office-decisions.ts";
import { holdsAt, placementsSql } from "./placement-queries.ts";
import type { Placement } from "./placement-writes.ts";

// A team the league office withdraws plays no more matches in its group: left scheduled, they
// would stay on the fans' schedules and calendars until the day nobody turns up. They are called
// off in the withdrawal's transaction, with the reason, as every cancellation shows it (and
// its «Spieländerungen» push, from the match's frame), and set again when it is taken back.
// A request the other club has not answered yet is called off too (and set again as a request),
// whatever its date: a yes after the withdrawal would put the team's match back on the schedule,
// and one left open would stay among the clubs' requests with a «Annehmen» that no longer works.

/** «Rückzug von FC Seeblick 1. Mannschaft aus der Gruppe»: the reason a called-off match gives. */
async function withdrawalReason(tx: Tx, teamId: string): Promise<string> {
  return `Rückzug von ${await teamSubject(tx, teamId)} aus der Gruppe`;
}

/**
 * Calls off the team's league matches of `season` not yet played and still ahead (as the
 * schedule reads «upcoming»), and its open requests of the season whatever their date, against a
 * team placed in `group` on the match's date, and remembers what each was. Returns how many.
 */
export async function callOffGroupFixtures(
  tx: Tx,
  actor: MatchActor,
  input: { teamId: string; season: number; group: Placement },
): Promise<number> {
  const { teamId, season, group } = input;
  const { from, to } = seasonRange(season);
  const opponents = placementsSql(season, { canton: group.canton, league: group.league, group: group.group });
  const open = await tx
    .select()
    .from(matches)
    .where(
      sql`${teamId}::uuid in (${matches.homeTeamId}, ${matches.awayTeamId})
        and ${matches.competition} = 'league' and ${matches.acceptance} in ('accepted', 'requested')
        and ${matches.status} in ('scheduled', 'postponed')
        and (${matches.matchDate} > now() or ${matches.acceptance} = 'requested')
        and ${matches.matchDate} >= ${instantLiteral(from)} and ${matches.matchDate} < ${instantLiteral(to)}
        and exists (select 1 from ${opponents} o
          where o.team_id = case when ${matches.homeTeamId} = ${teamId}::uuid
            then ${matches.awayTeamId} else ${matches.homeTeamId} end
            and ${holdsAt("o", sql`${matches.matchDate}`)})`,
    )
    .orderBy(matches.matchDate, matches.id)
    .for("update");
  if (open.length === 0) return 0;
  const reason = await withdrawalReason(tx, teamId);
  for (const before of open) {
    if (before.status !== "scheduled" && before.status !== "postponed") continue;
    await tx
      .update(matches)
      .set({ status: "cancelled", cancellationReason: reason, updatedAt: new Date() })
      .where(eq(matches.id, before.id));
    await tx
      .insert(withdrawalCancellations)
      .values({
        matchId: before.id,
        teamId,
        season,
        statusBefore: before.status,
        reasonBefore: before.cancellationReason,
        reason,
      })
      .onConflictDoUpdate({
        target: withdrawalCancellations.matchId,
        set: {
          teamId,
          season,
          statusBefore: before.status,
          reasonBefore: before.cancellationReason,
          reason,
          createdAt: new Date(),
        },
      });
    // Declined by the office, with the reason: neither club answers it any more, and both see why.
    await closeForWithdrawal(tx, actor, { teamId, season }, before.id, reason);
    await recordMatchUpdate(tx, actor, before, "Spiel abgesagt");
    await publishMatch(tx, before.id);
  }
  return open.length;
}

type Withdrawal = { teamId: string; season: number };

/**
 * Closes the match's waiting proposals the withdrawal overtook (or `only` that one), with the
 * reason: neither club answers them any more. Each is remembered with the status it waited in and
 * the answer it carried, for the undo (reopenClosedProposals).
 */
async function closeForWithdrawal(
  tx: Tx,
  actor: MatchActor,
  withdrawal: Withdrawal,
  matchId: string,
  reason: string,
  only?: string,
): Promise<void> {
  const waiting = await tx
    .select({
      id: matchProposals.id,
      status: matchProposals.status,
      answeredAt: matchProposals.answeredAt,
      answeredByUserId: matchProposals.answeredByUserId,
      answeredByClubId: matchProposals.answeredByClubId,
    })
    .from(matchProposals)
    .where(
      and(
        eq(matchProposals.matchId, matchId),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
        only ? eq(matchProposals.id, only) : undefined,
      ),
    )
    .for("update");
  if (waiting.length === 0) return;
  const note = `Hinfällig: ${reason}`;
  await closeOvertakenProposals(
    tx,
    actor,
    matchId,
    "Vorschlag durch den Rückzug hinfällig",
    note,
    waiting.map((p) => p.id),
  );
  await tx.insert(withdrawalClosedProposals).values(
    waiting.map(({ id, status, ...answer }) => ({
      proposalId: id,
      ...withdrawal,
      statusBefore: status === "disputed" ? ("disputed" as const) : ("open" as const),
      note,
      // A disputed one keeps the other club's «Ablehnen» it went to the office with.
      ...answer,
    })),
  );
}

/**
 * Closes the waiting schedule proposals of the team's matches the withdrawal left as they were
 * (those behind, those called off before) that a yes could no longer apply
 * (`withdrawnTeamOfChange`): a past league match moved to a coming date, or a coming one set
 * again, would be back on the schedule of a team that plays no more. Left open, the other club
 * would keep an «Annehmen» that no longer works. Call after the team is withdrawn.
 */
export async function closeRuledOutProposals(
  tx: Tx,
  actor: MatchActor,
  withdrawal: Withdrawal,
): Promise<void> {
  const { teamId } = withdrawal;
  const waiting = await tx
    .select({ proposal: matchProposals, match: matches })
    .from(matchProposals)
    .innerJoin(matches, eq(matches.id, matchProposals.matchId))
    .where(
      and(
        sql`${teamId}::uuid in (${matches.homeTeamId}, ${matches.awayTeamId})`,
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
        inArray(matchProposals.kind, [...SCHEDULE_PROPOSAL_KINDS]),
      ),
    )
    .orderBy(matchProposals.createdAt, matchProposals.id)
    .for("update", { of: matchProposals });
  let reason: string | null = null;
  for (const { proposal, match } of waiting) {
    if ((await withdrawnTeamOfProposal(tx, match, proposal)) === null) continue;
    reason ??= await withdrawalReason(tx, teamId);
    await closeForWithdrawal(tx, actor, withdrawal, match.id, reason, proposal.id);
  }
}

/**
 * Sets the matches the team's withdrawal of `season` called off again as they stood, those
 * still cancelled for it. A match whose opponent has withdrawn meanwhile stays off, now for
 * the opponent's withdrawal (taking that one back sets it again).
 */
export async function restoreGroupFixtures(
  tx: Tx,
  actor: MatchActor,
  input: { teamId: string; season: number },
): Promise<number> {
  const { teamId, season } = input;
  const own = and(eq(withdrawalCancellations.teamId, teamId), eq(withdrawalCancellations.season, season));
  const rows = await tx
    .select({ match: matches, cancellation: withdrawalCancellations })
    .from(withdrawalCancellations)
    .innerJoin(matches, eq(matches.id, withdrawalCancellations.matchId))
    .where(own)
    .orderBy(matches.matchDate, matches.id)
    .for("update", { of: matches });
  let restored = 0;
  for (const { match: before, cancellation } of rows) {
    await tx.delete(withdrawalCancellations).where(eq(withdrawalCancellations.matchId, before.id));
    // Set again or cancelled for another reason since: no longer this withdrawal's to undo.
    if (before.status !== "cancelled" || before.cancellationReason !== cancellation.reason) continue;
    const opponentId = before.homeTeamId === teamId ? before.awayTeamId : before.homeTeamId;
    if (await isWithdrawn(tx, opponentId, season)) {
      const reason = await withdrawalReason(tx, opponentId);
      await tx.insert(withdrawalCancellations).values({ ...cancellation, teamId: opponentId, reason });
      await tx
        .update(matches)
        .set({ cancellationReason: reason, updatedAt: new Date() })
        .where(eq(matches.id, before.id));
      await recordMatchUpdate(tx, actor, before, "Absagegrund geändert");
    } else {
      await tx
        .update(matches)
        .set({
          status: cancellation.statusBefore,
          cancellationReason: cancellation.reasonBefore,
          updatedAt: new Date(),
        })
        .where(eq(matches.id, before.id));
      await recordMatchUpdate(tx, actor, before, "Spiel wieder angesetzt");
      restored++;
    }
    await publishMatch(tx, before.id);
  }
  return restored;
}

/**
 * Opens again the proposals the team's withdrawal of `season` closed, each as it waited (its
 * status, the other club's answer a disputed one carried), where its match is still as the
 * proposal was made on it (`proposalApplies`) and a yes would be taken again: not held off by the
 * opponent's withdrawal, not ruled out by it (`withdrawnTeamOfProposal`), and no other proposal of
 * the match waiting meanwhile. The others stay closed with the withdrawal's reason. Call after the
 * matches are set again (restoreGroupFixtures), the team no longer withdrawn.
 */
export async function reopenClosedProposals(
  tx: Tx,
  actor: MatchActor,
  withdrawal: Withdrawal,
): Promise<void> {
  const own = and(
    eq(withdrawalClosedProposals.teamId, withdrawal.teamId),
    eq(withdrawalClosedProposals.season, withdrawal.season),
  );
  const rows = await tx
    .select({ closed: withdrawalClosedProposals, proposal: matchProposals, match: matches })
    .from(withdrawalClosedProposals)
    .innerJoin(matchProposals, eq(matchProposals.id, withdrawalClosedProposals.proposalId))
    .innerJoin(matches, eq(matches.id, matchProposals.matchId))
    .where(own)
    .orderBy(matchProposals.createdAt, matchProposals.id)
    .for("update", { of: [matchProposals, matches] });
  await tx.delete(withdrawalClosedProposals).where(own);
  for (const { closed, proposal, match } of rows) {
    if (proposal.status !== "declined" || proposal.officeNote !== closed.note) continue;
    if (!proposalApplies(proposal, match)) continue;
    if ((await withdrawnTeamOf(tx, match)) !== null) continue;
    if (isScheduleProposal(proposal.kind) && (await withdrawnTeamOfProposal(tx, match, proposal)) !== null) {
      continue;
    }
    if (await findPendingProposalId(tx, match.id)) continue;
    await tx
      .update(matchProposals)
      .set({
        status: closed.statusBefore,
        answeredAt: closed.answeredAt,
        answeredByUserId: closed.answeredByUserId,
        answeredByClubId: closed.answeredByClubId,
        officeNote: null,
      })
      .where(eq(matchProposals.id, proposal.id));
    await recordMatchChange(tx, actor, match.id, "Vorschlag wieder offen: Rückzug aufgehoben", [
      { field: "Vorschlag", from: null, to: PROPOSAL_KIND_LABELS[proposal.kind] },
    ]);
  }
}
