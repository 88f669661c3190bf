import { and, eq, inArray } from "drizzle-orm";
import type { Competition, TeamSide } from "#shared/constants.ts";
import {
  isAgreedMatch,
  isScheduleProposal,
  type MatchProposal,
  PENDING_PROPOSAL_STATUSES,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_MESSAGES,
  type ProposalKind,
} from "#shared/matches/proposals.ts";
import { isScoredAfterAbort } from "#shared/matches/result-mark.ts";
import type { Tx } from "../../db/client.ts";
import { matchProposals } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import type { ManagedMatch } from "./match-access.ts";
import { type MatchActor, recordMatchChange } from "./match-history.ts";
import { findPendingProposalId, findProposal } from "./proposal-queries.ts";
import { matchLabel, proposalSummary, scoreText } from "./proposal-text.ts";

// An agreed record stays agreed: once both clubs have accepted a match, a change
// of its result, its deletion or its cancellation by one of them is a proposal, which the other
// club accepts or declines, or the league office decides. A result the league office ruled on
// after an abort is no longer the clubs' to settle between them: a change of it goes to the
// office straight away. This module creates them; proposal-answer.ts answers them,
// proposal-apply.ts and abandonment-case.ts apply them, proposal-queries.ts reads them.

export type MatchClubs = Pick<ManagedMatch, "match" | "homeClubId" | "awayClubId">;

/** The playing club that is not `clubId`: it answers the proposal. */
export function otherClubOf({ homeClubId, awayClubId }: MatchClubs, clubId: string | null): string | null {
  return [homeClubId, awayClubId].find((id) => id !== null && id !== clubId) ?? null;
}

/** A match both clubs have accepted: two different clubs, and the match stands. */
export function isAgreedRecord({ match, homeClubId, awayClubId }: MatchClubs): boolean {
  return isAgreedMatch({ acceptance: match.acceptance, homeClubId, awayClubId });
}

export interface ProposalInput {
  kind: ProposalKind;
  homeScore?: number;
  awayScore?: number;
  forfeit?: TeamSide | null;
  reason?: string | null;
  /** Schedule kinds: the kick-off, venue and competition the match would get. */
  matchDate?: Date;
  stadium?: string;
  competition?: Competition;
}

/**
 * Records the proposal of the acting club on a locked agreed match (the caller checked its
 * role). 409 while another proposal of the match waits for an answer. On a result the league
 * office ruled on after an abort it is disputed at once: the office answers it, not the other club.
 */
export async function proposeChange(
  tx: Tx,
  actor: MatchActor,
  managed: MatchClubs,
  input: ProposalInput,
): Promise<MatchProposal> {
  const { match } = managed;
  if (await findPendingProposalId(tx, match.id)) throw conflict(PROPOSAL_MESSAGES.pendingExists);
  if (
    input.kind === "result" &&
    input.homeScore === match.homeScore &&
    input.awayScore === match.awayScore &&
    (input.forfeit ?? null) === match.forfeit
  ) {
    throw conflict(PROPOSAL_MESSAGES.sameResult);
  }
  // The other club's yes would overturn the office's ruling, so the office decides.
  const toOffice = isScoredAfterAbort(match);
  const [row] = await tx
    .insert(matchProposals)
    .values({
      matchId: match.id,
      matchLabel: await matchLabel(tx, match),
      kind: input.kind,
      ...(toOffice ? { status: "disputed", disputedAt: new Date() } : {}),
      homeScore: input.kind === "result" ? (input.homeScore ?? null) : null,
      awayScore: input.kind === "result" ? (input.awayScore ?? null) : null,
      forfeit: input.kind === "result" ? (input.forfeit ?? null) : null,
      previousScore: scoreText(match),
      matchDate: isScheduleProposal(input.kind) ? (input.matchDate ?? null) : null,
      stadium: input.kind === "reschedule" ? (input.stadium ?? null) : null,
      competition: input.kind === "reschedule" ? (input.competition ?? null) : null,
      previousMatchDate: match.matchDate,
      reason: input.reason ?? null,
      proposedByClubId: actor.clubId,
      proposedByUserId: actor.userId,
      otherClubId: otherClubOf(managed, actor.clubId),
    })
    .returning({ id: matchProposals.id });
  if (!row) throw new Error("proposal insert returned no row");
  const summary = proposalSummary(input.kind, {
    homeScore: input.homeScore ?? null,
    awayScore: input.awayScore ?? null,
    forfeit: input.forfeit ?? null,
    matchDate: input.matchDate ?? null,
    stadium: input.kind === "reschedule" ? (input.stadium ?? null) : null,
    reason: input.reason ?? null,
  });
  const action = toOffice ? "Änderung der Spielleitung vorgelegt" : "Änderung vorgeschlagen";
  await recordMatchChange(tx, actor, match.id, action, [
    { field: "Vorschlag", from: input.kind === "result" ? scoreText(match) : null, to: summary },
  ]);
  const proposal = await findProposal(tx, row.id);
  if (!proposal) throw new Error("proposal vanished inside its transaction");
  return proposal;
}

/**
 * Closes a match's waiting proposals as declined when something else decided the match (its
 * abort, its cancellation by a deleted team or by a withdrawal), and records each in the history
 * as `action`. The league office's `note` tells both clubs on the proposal itself why it closed.
 * `only` narrows it to those proposals (a withdrawal rules out some changes of a match it left on).
 */
export async function closeOvertakenProposals(
  tx: Tx,
  actor: MatchActor,
  matchId: string,
  action: string,
  note: string | null = null,
  only: readonly string[] | null = null,
): Promise<void> {
  const overtaken = await tx
    .update(matchProposals)
    .set({
      status: "declined",
      answeredAt: new Date(),
      answeredByUserId: actor.userId,
      answeredByClubId: actor.clubId,
      ...(note ? { officeNote: note } : {}),
    })
    .where(
      and(
        eq(matchProposals.matchId, matchId),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
        only ? inArray(matchProposals.id, [...only]) : undefined,
      ),
    )
    .returning({ kind: matchProposals.kind });
  for (const { kind } of overtaken) {
    await recordMatchChange(tx, actor, matchId, action, [
      { field: "Vorschlag", from: null, to: PROPOSAL_KIND_LABELS[kind] },
    ]);
  }
}
