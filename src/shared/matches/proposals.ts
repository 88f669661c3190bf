import type { Competition, TeamSide } from "../constants.ts";
import { formatLongDateTime } from "../format.ts";

// Changes to an agreed record: once both clubs have accepted a match, a change of
// its result, its deletion or its cancellation, and a change of its kick-off, venue or
// competition (edit, postpone, set again), is a proposal the other club accepts or declines, or
// the league office decides. A match the live ticker aborted («Spielabbruch») goes to the league
// office at once, as in the association's rules: it decides whether the match is replayed or
// the score at the abort stands.

export const PROPOSAL_KINDS = [
  "result",
  "delete",
  "cancel",
  "reschedule",
  "postpone",
  "restore",
  "abandoned",
] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
/** The kinds that change when and where the match is played; they carry the new kick-off. */
export const SCHEDULE_PROPOSAL_KINDS = [
  "reschedule",
  "postpone",
  "restore",
] as const satisfies readonly ProposalKind[];
export type ScheduleProposalKind = (typeof SCHEDULE_PROPOSAL_KINDS)[number];
export function isScheduleProposal(kind: ProposalKind): kind is ScheduleProposalKind {
  return (SCHEDULE_PROPOSAL_KINDS as readonly string[]).includes(kind);
}

/**
 * open: waits for the other club; disputed: handed to the league office; accepted / declined:
 * answered (by the other club, or by the league office when `decidedByOffice`).
 */
export const PROPOSAL_STATUSES = ["open", "disputed", "accepted", "declined"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PENDING_PROPOSAL_STATUSES = ["open", "disputed"] as const satisfies readonly ProposalStatus[];

/**
 * THE rule of an agreed record: the match stands (accepted) between two different clubs. Its
 * result change, deletion or cancellation by one of them is a proposal to the other.
 */
export function isAgreedMatch(match: {
  acceptance: string;
  homeClubId: string | null;
  awayClubId: string | null;
}): boolean {
  return (
    match.acceptance === "accepted" &&
    match.homeClubId !== null &&
    match.awayClubId !== null &&
    match.homeClubId !== match.awayClubId
  );
}

export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  result: "Ergebnis ändern",
  delete: "Spiel löschen",
  cancel: "Spiel absagen",
  reschedule: "Anpfiff oder Ort ändern",
  postpone: "Spiel verschieben",
  restore: "Spiel wieder ansetzen",
  abandoned: "Spielabbruch",
};

/**
 * What the league office's two answers mean, in its buttons and the history: for a
 * «Spielabbruch» accepting it means a replay, declining it that the score at the abort stands.
 */
export function proposalAnswerLabels(proposal: Pick<MatchProposal, "kind" | "previousScore">): {
  accept: string;
  decline: string;
} {
  if (proposal.kind !== "abandoned") return { accept: "Annehmen", decline: "Ablehnen" };
  return {
    accept: "Spiel wiederholen",
    decline: proposal.previousScore ? `Stand ${proposal.previousScore} werten` : "Stand werten",
  };
}

/**
 * The office's third answer to a «Spielabbruch»: the side to blame forfeits, 3:0 for the other.
 * Given the team's name, the office's confirmation says whom it goes against, as its button does.
 */
export function abandonedForfeitLabel(side: TeamSide, teamName?: string | null): string {
  const score = side === "home" ? "0:3" : "3:0";
  const sideName = side === "home" ? "Heimmannschaft" : "Gastmannschaft";
  return teamName
    ? `Forfait gegen ${teamName} (${sideName}), ${score} gewertet`
    : `Forfait der ${sideName}, ${score} gewertet`;
}

/**
 * The state a decided «Spielabbruch» shows instead of «Angenommen» / «Abgelehnt». A case decided
 * as a forfeit is stored as declined (the score at the abort does not stand either) with the side;
 * given the teams' names, it names the team it goes against.
 */
export function proposalStatusLabel(
  proposal: Pick<MatchProposal, "kind" | "status" | "previousScore" | "forfeit"> &
    Partial<Pick<MatchProposal, "homeTeamName" | "awayTeamName">>,
): string {
  if (proposal.kind === "abandoned" && proposal.status === "accepted") return "Wird wiederholt";
  if (proposal.kind === "abandoned" && proposal.status === "declined" && proposal.forfeit) {
    const against = proposal.forfeit === "home" ? proposal.homeTeamName : proposal.awayTeamName;
    return abandonedForfeitLabel(proposal.forfeit, against);
  }
  if (proposal.kind === "abandoned" && proposal.status === "declined") {
    return proposal.previousScore ? `Stand ${proposal.previousScore} gewertet` : "Stand gewertet";
  }
  return PROPOSAL_STATUS_LABELS[proposal.status];
}

/**
 * What a schedule proposal would set, in one line for clubs, the league office and the history:
 * 'Spiel verschieben: Samstag, 5. September 2026 15:00 (Platz gesperrt)'.
 */
export function scheduleProposalText(proposal: {
  kind: ScheduleProposalKind;
  matchDate: string | Date | null;
  stadium: string | null;
  reason: string | null;
}): string {
  const parts = [
    proposal.matchDate ? formatLongDateTime(new Date(proposal.matchDate)) : null,
    proposal.stadium,
  ].filter(Boolean);
  // A postponement without a new date stays open («verschoben») until it is set again: said so,
  // or «Spiel verschieben» alone left the reader asking when to.
  const what =
    parts.length > 0 ? `: ${parts.join(", ")}` : proposal.kind === "postpone" ? " ohne neues Datum" : "";
  return `${PROPOSAL_KIND_LABELS[proposal.kind]}${what}${proposal.reason ? ` (${proposal.reason})` : ""}`;
}

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  open: "Wartet auf den anderen Verein",
  disputed: "Bei der Spielleitung",
  accepted: "Angenommen",
  declined: "Abgelehnt",
};

export const PROPOSAL_MESSAGES = {
  notFound: "Vorschlag nicht gefunden",
  pendingExists:
    "Zu diesem Spiel liegt bereits ein offener Änderungsvorschlag vor. Warte auf die Antwort oder ziehe die Spielleitung bei.",
  otherClubOnly: "Nur der andere Verein kann diesen Vorschlag annehmen oder ablehnen.",
  notOpen: "Dieser Vorschlag ist bereits beantwortet.",
  notDisputable: "Dieser Vorschlag ist bereits entschieden.",
  alreadyDisputed: "Dieser Vorschlag liegt bereits bei der Spielleitung.",
  sameResult: "Das vorgeschlagene Ergebnis ist dasselbe wie das bestehende.",
  forfeitOnlyAbandoned: "Ein Forfait entscheidet die Spielleitung nur bei einem Spielabbruch.",
  staleMatch:
    "Das Spiel hat sich seit dem Vorschlag geändert; der Vorschlag kann nicht mehr angewendet werden. Bitte lehne ihn ab.",
} as const;

/** One proposal as clubs and the league office see it. */
export interface MatchProposal {
  id: string;
  matchId: string | null;
  /** 'FC Seeblick 1. Mannschaft – FC Muster 1. Mannschaft, Samstag, 5. September 2026 15:00' */
  matchLabel: string;
  /** The match's teams as tables name them (null once the match is gone): a forfeit names its side. */
  homeTeamName: string | null;
  awayTeamName: string | null;
  kind: ProposalKind;
  status: ProposalStatus;
  /** The result the proposal would set (kind 'result'), and the one it replaces. */
  homeScore: number | null;
  awayScore: number | null;
  /** A proposed «Forfait»: the side that forfeited. */
  forfeit: TeamSide | null;
  previousScore: string | null;
  /**
   * A schedule proposal's kick-off (ISO), venue (reschedule) and competition (reschedule); null
   * for a postponement without a new date (the match stays «verschoben» until set again).
   */
  matchDate: string | null;
  stadium: string | null;
  competition: Competition | null;
  reason: string | null;
  proposedByClubId: string | null;
  proposedByClubName: string | null;
  proposedByUserName: string | null;
  createdAt: string;
  disputedAt: string | null;
  answeredAt: string | null;
  answeredByUserName: string | null;
  decidedByOffice: boolean;
  officeNote: string | null;
}

export interface MatchProposalResponse {
  proposal: MatchProposal;
}
export interface MatchProposalsResponse {
  proposals: MatchProposal[];
}
