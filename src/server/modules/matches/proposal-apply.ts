import { eq } from "drizzle-orm";
import { isScheduleProposal, PROPOSAL_MESSAGES } from "#shared/matches/proposals.ts";
import { changedRulingReason, isScoredAfterAbort } from "#shared/matches/result-mark.ts";
import { MATCH_MESSAGES, resultMismatchMessage } from "#shared/matches/schema.ts";
import { hasScoringEvents, scoreFromEvents, scoreHoldsEvents } from "#shared/matches/timeline.ts";
import type { Tx } from "../../db/client.ts";
import { matches, type matchProposals } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import type { MatchRow } from "./match-access.ts";
import { loadTimeline } from "./match-event-queries.ts";
import { clearMatchEvents } from "./match-events.ts";
import { type MatchActor, recordMatchUpdate } from "./match-history.ts";
import { publishMatch, refuseScheduledTwice } from "./match-writes.ts";
import { scoreText } from "./proposal-text.ts";
import {
  postponementAction,
  postponementMoves,
  postponePatch,
  restorePatch,
  takesNewSlot,
} from "./schedule-patches.ts";
import { proposedChange, refuseWithdrawalHold, refuseWithdrawnChange } from "./withdrawal-hold.ts";

// An accepted proposal applied to its match, checked again against the match as it is now: a
// match that moved on since the proposal is not changed.

type Proposal = typeof matchProposals.$inferSelect;

/** The match states a schedule proposal applies to, as the direct routes allow them. */
const SCHEDULE_FROM: Record<"postpone" | "restore", readonly MatchRow["status"][]> = {
  postpone: ["scheduled", "cancelled", "postponed"],
  restore: ["cancelled", "postponed"],
};

/**
 * Whether the match is still as the proposal was made on it, so a yes would change it as
 * proposed: a match that moved on since (another score, kick-off or state) is not changed.
 * Also whether a proposal a withdrawal closed opens again when it is taken back.
 */
export function proposalApplies(proposal: Proposal, match: MatchRow): boolean {
  if (scoreText(match) !== proposal.previousScore) return false;
  if (isScheduleProposal(proposal.kind)) {
    const movedSince =
      proposal.previousMatchDate !== null &&
      proposal.previousMatchDate.getTime() !== match.matchDate.getTime();
    if (movedSince) return false;
    return proposal.kind === "reschedule" || SCHEDULE_FROM[proposal.kind].includes(match.status);
  }
  if (proposal.kind === "delete") return true;
  if (proposal.kind === "cancel") return match.status === "scheduled";
  return match.status === "completed" && proposal.homeScore !== null && proposal.awayScore !== null;
}

export async function applyProposal(
  tx: Tx,
  proposal: Proposal,
  match: MatchRow,
  by: MatchActor,
): Promise<void> {
  if (!proposalApplies(proposal, match)) throw conflict(PROPOSAL_MESSAGES.staleMatch);
  if (isScheduleProposal(proposal.kind)) {
    await applyScheduleProposal(tx, proposal, match, by);
    return;
  }
  if (proposal.kind === "delete") {
    // Agreed by both sides (or decided): match_events, reports and history go with it; the
    // proposal and the office's decision keep what it was (match_label).
    await tx.delete(matches).where(eq(matches.id, match.id));
    await publishChange(tx, match.id, { kind: "match.deleted", data: { id: match.id } });
    return;
  }
  if (proposal.kind === "cancel") {
    await tx
      .update(matches)
      .set({
        status: "cancelled",
        cancellationReason: proposal.reason,
        liveUndo: null,
        updatedAt: new Date(),
      })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(tx, by, match, "Spiel abgesagt");
    await publishMatch(tx, match.id);
    return;
  }
  if (proposal.homeScore === null || proposal.awayScore === null)
    throw new Error("result proposal without a score");
  const timeline = await loadTimeline(tx, match.id);
  // A forfeit counts for no player: it carries no events at all.
  if (proposal.forfeit && timeline.length > 0) throw conflict(MATCH_MESSAGES.forfeitWithEvents);
  if (!proposal.forfeit && hasScoringEvents(timeline)) {
    const fromEvents = scoreFromEvents(timeline);
    const proposed = { home: proposal.homeScore, away: proposal.awayScore };
    if (!scoreHoldsEvents(proposed, fromEvents)) throw conflict(resultMismatchMessage(fromEvents, proposed));
  }
  await tx
    .update(matches)
    .set({
      homeScore: proposal.homeScore,
      awayScore: proposal.awayScore,
      forfeit: proposal.forfeit,
      // On a match scored after an abort only the office accepts a change (proposeChange): it
      // stays the office's decision on an abandoned match, so it keeps its mark.
      cancellationReason: isScoredAfterAbort(match) ? changedRulingReason(proposal.forfeit) : null,
      liveUndo: null,
      updatedAt: new Date(),
    })
    .where(eq(matches.id, match.id));
  await recordMatchUpdate(tx, by, match, "Ergebnis geändert");
  await publishMatch(tx, match.id);
}

async function applyScheduleProposal(
  tx: Tx,
  proposal: Proposal,
  match: MatchRow,
  by: MatchActor,
): Promise<void> {
  // Neither club's yes nor the office's decision on a dispute: only taking the withdrawal back.
  await refuseWithdrawalHold(tx, match);
  // Proposed before a team withdrew, it may move a past league match of the team to a coming
  // date, or set one called off before the withdrawal on again.
  const { after, options } = proposedChange(match, proposal);
  await refuseWithdrawnChange(tx, match, after, options);
  const { matchDate } = after;
  // Free when it was proposed, the kick-off may hold the same match by now (set there since).
  if (isScheduleProposal(proposal.kind) && takesNewSlot(proposal.kind, match, matchDate)) {
    await refuseScheduledTwice(tx, { ...match, matchDate }, match.id);
  }
  let moveReason: string | null = null;
  if (proposal.kind === "reschedule") {
    await tx
      .update(matches)
      .set({
        matchDate,
        stadium: proposal.stadium ?? match.stadium,
        competition: proposal.competition ?? match.competition,
        updatedAt: new Date(),
      })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(tx, by, match, "Spiel bearbeitet");
  } else if (proposal.kind === "postpone" || proposal.kind === "restore") {
    const moves = postponementMoves(match, matchDate);
    if (proposal.kind === "postpone" && moves) moveReason = proposal.reason;
    // Set again or moved, a match the live ticker aborted is played again from its kick-off.
    const replays = proposal.kind === "restore" || moves;
    if (replays && match.startedAt !== null) await clearMatchEvents(tx, match.id);
    const patch =
      proposal.kind === "postpone"
        ? postponePatch(match, matchDate, proposal.reason)
        : restorePatch(matchDate);
    await tx
      .update(matches)
      .set({ ...patch, liveUndo: null, updatedAt: new Date() })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(
      tx,
      by,
      match,
      proposal.kind === "postpone" ? postponementAction(moves, proposal.reason) : "Spiel wieder angesetzt",
    );
  } else {
    throw new Error(`not a schedule proposal: ${proposal.kind}`);
  }
  await publishMatch(tx, match.id, moveReason);
}
