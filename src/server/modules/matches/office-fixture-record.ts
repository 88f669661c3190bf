import type { TeamSide } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import type { MatchChange } from "#shared/matches/history-types.ts";
import { abandonedForfeitLabel } from "#shared/matches/proposals.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import type { Tx } from "../../db/client.ts";
import { badRequest } from "../../http/errors.ts";
import { teamSubject } from "../league/office-decisions.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import type { ManagedMatch, MatchAccess, MatchRow } from "./match-access.ts";
import { matchLabel, scoreText } from "./proposal-text.ts";

// What the league office does to a fixture it manages (isOfficeFixture) is its own decision, as
// a deduction or a decided proposal is: besides the match's history (which goes with a deleted
// match) it is a line of the office's «Verlauf», with the match as it stood, what was done and
// the reason. A club's change of its own match is no decision of the office and writes none.

/**
 * One line of the office's history when the office made the change (loadManagedMatch's `office`
 * access, which acts for no club); nothing for a club's member or key. Before a deletion, since
 * the line names the match as it stood. An `action` that reads names is read for the office only.
 */
export async function recordOfficeFixtureAction(
  tx: Tx,
  managed: ManagedMatch & { access: MatchAccess },
  action: string | (() => Promise<string>),
  note: string | null = null,
): Promise<void> {
  if (managed.access.clubId !== null) return;
  const { match } = managed;
  await recordOfficeDecision(tx, managed.access.user, {
    action: typeof action === "string" ? action : await action(),
    subject: await matchLabel(tx, match),
    subjectId: match.id,
    note: note || null,
    details: { matchId: match.id },
  });
}

/**
 * 400 for a club's (or its key's) reason for «Löschen», «Wieder ansetzen» or a result: only the
 * office's line keeps one, a club's change writes none, and a reason dropped without a word
 * would look kept to whoever sent it.
 */
export function refuseClubReason(access: MatchAccess, reason: string | undefined): void {
  if (access.clubId !== null && reason) {
    throw badRequest(MATCH_MESSAGES.reasonOfficeOnly, { reason: MATCH_MESSAGES.reasonOfficeOnly });
  }
}

/** 'Spiel verschoben: Samstag, 12. Dezember 2026, 15:30 Uhr' when a new kick-off was set. */
export function withNewKickoff(action: string, newKickoff: Date | null): string {
  return newKickoff ? `${action}: ${formatLongDateTime(newKickoff)}` : action;
}

/** An edit's changes as one line: 'Spiel bearbeitet: Anpfiff … → …; Stadion Platz B → Platz B2'. */
export function withChanges(action: string, changes: readonly MatchChange[]): string {
  const text = changes.map((c) => `${c.field} ${c.from ?? "–"} → ${c.to ?? "–"}`).join("; ");
  return text ? `${action}: ${text}` : action;
}

/**
 * 'Forfait gegen FC Seeblick 1. Mannschaft (Heimmannschaft), 0:3 gewertet': a forfeit named as the
 * office's decision on a «Spielabbruch» names it, by the team it goes against.
 */
export async function forfeitAction(tx: Tx, match: MatchRow, side: TeamSide): Promise<string> {
  const teamId = side === "home" ? match.homeTeamId : match.awayTeamId;
  return abandonedForfeitLabel(side, await teamSubject(tx, teamId));
}

/**
 * The office's line for a result it saved: a correction names the score it replaced (the Verlauf
 * shows what was changed, not only the new score), and a result saved as it stood is no decision
 * (null: no line).
 */
export function resultAction(
  tx: Tx,
  current: MatchRow,
  result: { homeScore: number; awayScore: number; forfeit: TeamSide | null },
): string | (() => Promise<string>) | null {
  const before = current.status === "completed" ? scoreText(current) : null;
  const after = `${result.homeScore}:${result.awayScore}`;
  if (before === after && current.forfeit === result.forfeit) return null;
  const { forfeit } = result;
  if (forfeit) return () => forfeitAction(tx, current, forfeit);
  return before ? `Endstand geändert: ${before} → ${after}` : `Endstand erfasst: ${after}`;
}
