import { eq, inArray } from "drizzle-orm";
import type { TeamSide } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import {
  isScheduleProposal,
  PROPOSAL_KIND_LABELS,
  type ProposalKind,
  scheduleProposalText,
} from "#shared/matches/proposals.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, type matchProposals, teams } from "../../db/schema/index.ts";
import type { MatchRow } from "./match-access.ts";

// How a proposal and its match read in the match's and the office's history: the score, the
// match's label, one line for what a proposal would change.

export const scoreText = (m: Pick<MatchRow, "homeScore" | "awayScore">) =>
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

export function proposalSummary(
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

export function parseScore(text: string | null): { homeScore: number | null; awayScore: number | null } {
  const [home, away] = text?.split(":").map(Number) ?? [];
  return home === undefined || away === undefined
    ? { homeScore: null, awayScore: null }
    : { homeScore: home, awayScore: away };
}

/** The score at the abort a «Spielabbruch» case keeps (its previous score); other kinds keep theirs. */
export function abandonedScore(proposal: typeof matchProposals.$inferSelect) {
  return proposal.kind === "abandoned"
    ? parseScore(proposal.previousScore)
    : { homeScore: proposal.homeScore, awayScore: proposal.awayScore };
}
