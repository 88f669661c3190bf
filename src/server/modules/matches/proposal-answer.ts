import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TeamSide } from "#shared/constants.ts";
import { type MatchProposal, PROPOSAL_MESSAGES, proposalStatusLabel } from "#shared/matches/proposals.ts";
import type { Tx } from "../../db/client.ts";
import { matches, matchProposals, teams } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { applyAbandonmentDecision } from "./abandonment-case.ts";
import { type MatchActor, recordMatchChange } from "./match-history.ts";
import { applyProposal } from "./proposal-apply.ts";
import { findProposal } from "./proposal-queries.ts";
import { abandonedScore, proposalSummary } from "./proposal-text.ts";

// The answer to a pending proposal, by the other club or the league office: the proposal and its
// match locked, the change applied or not, and the line of the match's history.

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** The proposal row and its match with both clubs, locked (match first, as every match write). */
export async function lockProposal(tx: Tx, id: string) {
  const [found] = await tx
    .select({ matchId: matchProposals.matchId })
    .from(matchProposals)
    .where(eq(matchProposals.id, id));
  if (!found) throw notFound(PROPOSAL_MESSAGES.notFound);
  const matchRow = found.matchId
    ? (
        await tx
          .select({ match: matches, homeClubId: homeTeam.clubId, awayClubId: awayTeam.clubId })
          .from(matches)
          .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
          .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
          .where(eq(matches.id, found.matchId))
          .for("update", { of: matches })
      )[0]
    : undefined;
  const [proposal] = await tx.select().from(matchProposals).where(eq(matchProposals.id, id)).for("update");
  if (!proposal) throw notFound(PROPOSAL_MESSAGES.notFound);
  return { proposal, managed: matchRow };
}

export type LockedProposal = Awaited<ReturnType<typeof lockProposal>>;

/** The playing club that did not propose: it answers. */
export function answeringClubId({ proposal, managed }: LockedProposal): string | null {
  if (!managed) return null;
  const other = [managed.homeClubId, managed.awayClubId].find(
    (id) => id !== null && id !== proposal.proposedByClubId,
  );
  return other ?? null;
}

/**
 * Answers a pending proposal: `accepted` applies the change to the match (checked again against
 * the match as it is now), `declined` leaves the match as it was. `by.clubId` null: the league
 * office decided (with its note). Both write the match history in the same transaction.
 */
export async function answerProposal(
  tx: Tx,
  locked: LockedProposal,
  answer: "accepted" | "declined",
  by: MatchActor,
  note: string | null = null,
  forfeit: TeamSide | null = null,
): Promise<MatchProposal> {
  const { proposal, managed } = locked;
  if (forfeit && (proposal.kind !== "abandoned" || answer !== "declined")) {
    throw conflict(PROPOSAL_MESSAGES.forfeitOnlyAbandoned);
  }
  if (proposal.kind === "abandoned") {
    if (!managed) throw conflict(PROPOSAL_MESSAGES.staleMatch);
    await applyAbandonmentDecision(tx, proposal, managed.match, forfeit ? { forfeit } : answer, by);
  } else if (answer === "accepted") {
    if (!managed) throw conflict(PROPOSAL_MESSAGES.staleMatch);
    await applyProposal(tx, proposal, managed.match, by);
  }
  await tx
    .update(matchProposals)
    .set({
      status: answer,
      answeredAt: new Date(),
      answeredByUserId: by.userId,
      answeredByClubId: by.clubId,
      officeNote: by.clubId === null ? note : null,
      // A «Spielabbruch» decided as a forfeit keeps the side (its status label says it).
      ...(forfeit ? { forfeit } : {}),
    })
    .where(eq(matchProposals.id, proposal.id));
  // Read as the clubs and the office read it: its state names the team a forfeit went against,
  // in the match's Verlauf as in the office's.
  const result = await findProposal(tx, proposal.id);
  if (!result) throw new Error("proposal vanished inside its transaction");
  if (managed && !(answer === "accepted" && proposal.kind === "delete")) {
    const who = by.clubId === null ? "Spielleitung: " : "";
    await recordMatchChange(
      tx,
      by,
      managed.match.id,
      proposal.kind === "abandoned"
        ? `${who}${proposalStatusLabel(result)}`
        : `${who}Vorschlag ${answer === "accepted" ? "angenommen" : "abgelehnt"}`,
      [
        {
          field: "Vorschlag",
          from: null,
          to: [proposalSummary(proposal.kind, { ...proposal, ...abandonedScore(proposal) }), note]
            .filter(Boolean)
            .join(" – "),
        },
      ],
    );
  }
  return result;
}
