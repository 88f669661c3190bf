import { and, eq, inArray } from "drizzle-orm";
import type { TeamSide } from "#shared/constants.ts";
import { PENDING_PROPOSAL_STATUSES, PROPOSAL_MESSAGES } from "#shared/matches/proposals.ts";
import {
  ABANDONED_FORFEIT_REASON,
  ABANDONED_SCORE_REASON,
  forfeitScore,
  LIVE_ABORT_REASON,
} from "#shared/matches/schema.ts";
import type { Tx } from "../../db/client.ts";
import { matches, matchProposals } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { closeOvertakenProposals, type MatchClubs, otherClubOf } from "./agreed-record.ts";
import type { MatchRow } from "./match-access.ts";
import { clearMatchEvents } from "./match-events.ts";
import { type MatchActor, recordMatchChange, recordMatchUpdate } from "./match-history.ts";
import { publishMatch } from "./match-writes.ts";
import { matchLabel, parseScore, proposalSummary, scoreText } from "./proposal-text.ts";

// «Spielabbruch»: the case the live ticker's abort of an agreed match opens at the league office,
// its withdrawal with the ticker's undo, and the office's decision applied to the match.

/**
 * «Spielabbruch»: the live ticker aborted an agreed match (the match is cancelled already, as the
 * ticker's rule says). Whether it is replayed or the score at the abort stands is the league
 * office's decision, so the case goes to it at once; both clubs see it on their dashboards.
 */
export async function openAbandonmentCase(tx: Tx, actor: MatchActor, managed: MatchClubs): Promise<void> {
  const { match } = managed;
  const now = new Date();
  // A proposal still waiting (a new venue, a new kick-off) is overtaken by the abort, so the
  // office's case is the match's one pending question.
  await closeOvertakenProposals(tx, actor, match.id, "Vorschlag durch den Spielabbruch hinfällig");
  await tx.insert(matchProposals).values({
    matchId: match.id,
    matchLabel: await matchLabel(tx, match),
    kind: "abandoned",
    status: "disputed",
    disputedAt: now,
    previousScore: scoreText(match),
    previousMatchDate: match.matchDate,
    reason: LIVE_ABORT_REASON,
    proposedByClubId: actor.clubId,
    proposedByUserId: actor.userId,
    otherClubId: otherClubOf(managed, actor.clubId),
  });
  await recordMatchChange(tx, actor, match.id, "Spielabbruch der Spielleitung vorgelegt", [
    { field: "Vorschlag", from: null, to: proposalSummary("abandoned", parseScore(scoreText(match))) },
  ]);
}

/** 'Rückgängig' after the abort: the case no one has decided yet goes with it. */
export async function withdrawAbandonmentCase(tx: Tx, matchId: string): Promise<void> {
  await tx
    .delete(matchProposals)
    .where(
      and(
        eq(matchProposals.matchId, matchId),
        eq(matchProposals.kind, "abandoned"),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
      ),
    );
}

/**
 * The league office's decision on a «Spielabbruch»: accepted, the match stays cancelled and is
 * replayed (the clubs set the new kick-off with «Wieder ansetzen»); declined, the score at the
 * abort stands as the final score; a forfeit scores it 3:0 against the side to blame and, as every
 * forfeit, without events (its goals and cards count for nobody). The ticker's undo is over.
 */
export async function applyAbandonmentDecision(
  tx: Tx,
  proposal: typeof matchProposals.$inferSelect,
  match: MatchRow,
  decision: "accepted" | "declined" | { forfeit: TeamSide },
  by: MatchActor,
): Promise<void> {
  const aborted = match.status === "cancelled" && match.cancellationReason === LIVE_ABORT_REASON;
  if (!aborted || scoreText(match) !== proposal.previousScore) throw conflict(PROPOSAL_MESSAGES.staleMatch);
  const ended = { status: "completed", period: "finished", liveUndo: null, updatedAt: new Date() } as const;
  if (decision === "accepted") {
    await tx.update(matches).set({ liveUndo: null, updatedAt: new Date() }).where(eq(matches.id, match.id));
  } else if (decision === "declined") {
    await tx
      .update(matches)
      .set({
        ...ended,
        cancellationReason: ABANDONED_SCORE_REASON,
        homeScore: match.homeScore ?? 0,
        awayScore: match.awayScore ?? 0,
      })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(tx, by, match, "Spielabbruch: Stand gewertet");
  } else {
    await clearMatchEvents(tx, match.id);
    await tx
      .update(matches)
      .set({
        ...ended,
        cancellationReason: ABANDONED_FORFEIT_REASON,
        forfeit: decision.forfeit,
        ...forfeitScore(decision.forfeit),
      })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(tx, by, match, "Spielabbruch: Forfait gewertet");
  }
  await publishMatch(tx, match.id);
}
