import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Competition, TeamSide } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import {
  isAgreedMatch,
  isScheduleProposal,
  type MatchProposal,
  PENDING_PROPOSAL_STATUSES,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_MESSAGES,
  type ProposalKind,
  proposalStatusLabel,
  scheduleProposalText,
} from "#shared/matches/proposals.ts";
import { changedRulingReason, isScoredAfterAbort } from "#shared/matches/result-mark.ts";
import {
  ABANDONED_FORFEIT_REASON,
  ABANDONED_SCORE_REASON,
  forfeitScore,
  LIVE_ABORT_REASON,
  MATCH_MESSAGES,
  resultMismatchMessage,
} from "#shared/matches/schema.ts";
import { hasScoringEvents, scoreFromEvents, scoreHoldsEvents } from "#shared/matches/timeline.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { clubs, matches, matchProposals, teams, user } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import type { ManagedMatch, MatchRow } from "./match-access.ts";
import { loadTimeline } from "./match-event-queries.ts";
import { clearMatchEvents } from "./match-events.ts";
import { type MatchActor, recordMatchChange, recordMatchUpdate } from "./match-history.ts";
import { publishMatch } from "./match-writes.ts";
import { postponePatch, restorePatch } from "./schedule-patches.ts";

// An agreed record stays agreed: once both clubs have accepted a match, a change
// of its result, its deletion or its cancellation by one of them is a proposal, which the other
// club accepts or declines, or the league office decides. A result the league office ruled on
// after an abort is no longer the clubs' to settle between them: a change of it goes to the
// office straight away. This module is the one place that creates, answers and applies them.

type MatchClubs = Pick<ManagedMatch, "match" | "homeClubId" | "awayClubId">;

/** The playing club that is not `clubId`: it answers the proposal. */
function otherClubOf({ homeClubId, awayClubId }: MatchClubs, clubId: string | null): string | null {
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

const scoreText = (m: Pick<MatchRow, "homeScore" | "awayScore">) =>
  m.homeScore === null || m.awayScore === null ? null : `${m.homeScore}:${m.awayScore}`;

/** A match as the proposals and the office's history name it: 'Heim – Gast, Samstag, 12. Dezember 2026, 15:30 Uhr'. */
export async function matchLabel(tx: DbOrTx, match: MatchRow): Promise<string> {
  const rows = await tx
    .select({ id: teams.id, name: teams.name, clubName: clubs.clubName })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
  const name = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return row ? teamLabel(row.name, row.clubName) : "?";
  };
  return `${name(match.homeTeamId)} – ${name(match.awayTeamId)}, ${formatLongDateTime(match.matchDate)}`;
}

function proposalSummary(
  kind: ProposalKind,
  input: {
    homeScore: number | null;
    awayScore: number | null;
    forfeit?: TeamSide | null;
    matchDate?: Date | null;
    stadium?: string | null;
    reason?: string | null;
  },
) {
  if (isScheduleProposal(kind)) {
    return scheduleProposalText({
      kind,
      matchDate: input.matchDate ?? null,
      stadium: input.stadium ?? null,
      reason: input.reason ?? null,
    });
  }
  if (kind === "abandoned") {
    const at = input.homeScore === null ? "" : ` beim Stand ${input.homeScore}:${input.awayScore}`;
    return `${PROPOSAL_KIND_LABELS[kind]}${at}`;
  }
  if (kind !== "result") return PROPOSAL_KIND_LABELS[kind];
  return `Ergebnis ${input.homeScore}:${input.awayScore}${input.forfeit ? " (Forfait)" : ""}`;
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
  const [pending] = await tx
    .select({ id: matchProposals.id })
    .from(matchProposals)
    .where(
      and(
        eq(matchProposals.matchId, match.id),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
      ),
    )
    .limit(1);
  if (pending) throw conflict(PROPOSAL_MESSAGES.pendingExists);
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
 * abort, its cancellation by a deleted team), and records each in the history as `action`.
 */
export async function closeOvertakenProposals(
  tx: Tx,
  actor: MatchActor,
  matchId: string,
  action: string,
): Promise<void> {
  const overtaken = await tx
    .update(matchProposals)
    .set({
      status: "declined",
      answeredAt: new Date(),
      answeredByUserId: actor.userId,
      answeredByClubId: actor.clubId,
    })
    .where(
      and(
        eq(matchProposals.matchId, matchId),
        inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
      ),
    )
    .returning({ kind: matchProposals.kind });
  for (const { kind } of overtaken) {
    await recordMatchChange(tx, actor, matchId, action, [
      { field: "Vorschlag", from: null, to: PROPOSAL_KIND_LABELS[kind] },
    ]);
  }
}

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

function parseScore(text: string | null): { homeScore: number | null; awayScore: number | null } {
  const [home, away] = text?.split(":").map(Number) ?? [];
  return home === undefined || away === undefined
    ? { homeScore: null, awayScore: null }
    : { homeScore: home, awayScore: away };
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");
const proposer = alias(user, "proposer");
const answerer = alias(user, "answerer");
const proposerClub = alias(clubs, "proposer_club");
// The proposal's own match and teams, apart from the aliases a caller filters by.
const proposalMatch = alias(matches, "proposal_match");
const proposalHome = alias(teams, "proposal_home");
const proposalAway = alias(teams, "proposal_away");
const proposalHomeClub = alias(clubs, "proposal_home_club");
const proposalAwayClub = alias(clubs, "proposal_away_club");

const proposalColumns = {
  id: matchProposals.id,
  matchId: matchProposals.matchId,
  matchLabel: matchProposals.matchLabel,
  homeTeam: proposalHome.name,
  homeClub: proposalHomeClub.clubName,
  awayTeam: proposalAway.name,
  awayClub: proposalAwayClub.clubName,
  kind: matchProposals.kind,
  status: matchProposals.status,
  homeScore: matchProposals.homeScore,
  awayScore: matchProposals.awayScore,
  forfeit: matchProposals.forfeit,
  previousScore: matchProposals.previousScore,
  matchDate: matchProposals.matchDate,
  stadium: matchProposals.stadium,
  competition: matchProposals.competition,
  reason: matchProposals.reason,
  proposedByClubId: matchProposals.proposedByClubId,
  proposedByClubName: proposerClub.clubName,
  proposedByUserName: proposer.name,
  createdAt: matchProposals.createdAt,
  disputedAt: matchProposals.disputedAt,
  answeredAt: matchProposals.answeredAt,
  answeredByUserName: answerer.name,
  answeredByClubId: matchProposals.answeredByClubId,
  officeNote: matchProposals.officeNote,
};

function toProposal(row: Awaited<ReturnType<typeof selectProposals>>[number]): MatchProposal {
  const { answeredByClubId, homeTeam: home, homeClub, awayTeam: away, awayClub, ...rest } = row;
  return {
    ...rest,
    homeTeamName: home === null ? null : teamLabel(home, homeClub),
    awayTeamName: away === null ? null : teamLabel(away, awayClub),
    matchDate: row.matchDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    disputedAt: row.disputedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    decidedByOffice: row.answeredAt !== null && answeredByClubId === null,
  };
}

function selectProposals(db: DbOrTx) {
  return db
    .select(proposalColumns)
    .from(matchProposals)
    .leftJoin(proposer, eq(proposer.id, matchProposals.proposedByUserId))
    .leftJoin(answerer, eq(answerer.id, matchProposals.answeredByUserId))
    .leftJoin(proposerClub, eq(proposerClub.id, matchProposals.proposedByClubId))
    .leftJoin(proposalMatch, eq(proposalMatch.id, matchProposals.matchId))
    .leftJoin(proposalHome, eq(proposalHome.id, proposalMatch.homeTeamId))
    .leftJoin(proposalAway, eq(proposalAway.id, proposalMatch.awayTeamId))
    .leftJoin(proposalHomeClub, eq(proposalHomeClub.id, proposalHome.clubId))
    .leftJoin(proposalAwayClub, eq(proposalAwayClub.id, proposalAway.clubId));
}

export async function findProposal(db: DbOrTx, id: string): Promise<MatchProposal | undefined> {
  const [row] = await selectProposals(db).where(eq(matchProposals.id, id));
  return row ? toProposal(row) : undefined;
}

const RECENT_DAYS = 30;

/**
 * The proposals on the club's matches: every pending one, and those answered in the last 30 days
 * (the dashboard shows both clubs what became of them).
 */
export async function listClubProposals(db: DbOrTx, clubId: string): Promise<MatchProposal[]> {
  const rows = await selectProposals(db)
    .leftJoin(matches, eq(matches.id, matchProposals.matchId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(
      and(
        or(
          eq(homeTeam.clubId, clubId),
          eq(awayTeam.clubId, clubId),
          eq(matchProposals.proposedByClubId, clubId),
          eq(matchProposals.otherClubId, clubId),
          eq(matchProposals.answeredByClubId, clubId),
        ),
        or(
          inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]),
          sql`${matchProposals.answeredAt} > now() - make_interval(days => ${RECENT_DAYS})`,
        ),
      ),
    )
    .orderBy(desc(matchProposals.createdAt), desc(matchProposals.id))
    .limit(50);
  return rows.map(toProposal);
}

/** The league office's list: every pending proposal, disputed ones first, oldest first. */
export async function listPendingProposals(db: DbOrTx): Promise<MatchProposal[]> {
  const rows = await selectProposals(db)
    .where(inArray(matchProposals.status, [...PENDING_PROPOSAL_STATUSES]))
    .orderBy(sql`${matchProposals.status} = 'open'`, matchProposals.createdAt, matchProposals.id)
    .limit(500);
  return rows.map(toProposal);
}

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

/** The score at the abort a «Spielabbruch» case keeps (its previous score); other kinds keep theirs. */
function abandonedScore(proposal: typeof matchProposals.$inferSelect) {
  return proposal.kind === "abandoned"
    ? parseScore(proposal.previousScore)
    : { homeScore: proposal.homeScore, awayScore: proposal.awayScore };
}

/**
 * The league office's decision on a «Spielabbruch»: accepted, the match stays cancelled and is
 * replayed (the clubs set the new kick-off with «Wieder ansetzen»); declined, the score at the
 * abort stands as the final score; a forfeit scores it 3:0 against the side to blame and, as every
 * forfeit, without events (its goals and cards count for nobody). The ticker's undo is over.
 */
async function applyAbandonmentDecision(
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

async function applyProposal(
  tx: Tx,
  proposal: typeof matchProposals.$inferSelect,
  match: MatchRow,
  by: MatchActor,
): Promise<void> {
  // The proposal was made on the match as it was; a match that moved on since is not changed.
  if (scoreText(match) !== proposal.previousScore) throw conflict(PROPOSAL_MESSAGES.staleMatch);
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
    if (match.status !== "scheduled") throw conflict(PROPOSAL_MESSAGES.staleMatch);
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
  if (match.status !== "completed" || proposal.homeScore === null || proposal.awayScore === null) {
    throw conflict(PROPOSAL_MESSAGES.staleMatch);
  }
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

/** The match states a schedule proposal applies to, as the direct routes allow them. */
const SCHEDULE_FROM: Record<"postpone" | "restore", readonly MatchRow["status"][]> = {
  postpone: ["scheduled", "cancelled", "postponed"],
  restore: ["cancelled", "postponed"],
};

async function applyScheduleProposal(
  tx: Tx,
  proposal: typeof matchProposals.$inferSelect,
  match: MatchRow,
  by: MatchActor,
): Promise<void> {
  const movedSince =
    proposal.previousMatchDate !== null && proposal.previousMatchDate.getTime() !== match.matchDate.getTime();
  if (movedSince) throw conflict(PROPOSAL_MESSAGES.staleMatch);
  const matchDate = proposal.matchDate ?? match.matchDate;
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
    if (!SCHEDULE_FROM[proposal.kind].includes(match.status)) throw conflict(PROPOSAL_MESSAGES.staleMatch);
    if (proposal.kind === "restore" && match.startedAt !== null) await clearMatchEvents(tx, match.id);
    const patch =
      proposal.kind === "postpone" ? postponePatch(matchDate, proposal.reason) : restorePatch(matchDate);
    await tx
      .update(matches)
      .set({ ...patch, liveUndo: null, updatedAt: new Date() })
      .where(eq(matches.id, match.id));
    await recordMatchUpdate(
      tx,
      by,
      match,
      proposal.kind === "postpone" ? "Spiel verschoben" : "Spiel wieder angesetzt",
    );
  } else {
    throw new Error(`not a schedule proposal: ${proposal.kind}`);
  }
  await publishMatch(tx, match.id);
}
