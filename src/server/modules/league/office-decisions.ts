import { desc, eq } from "drizzle-orm";
import type { OfficeDecision } from "#shared/league/office.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { SessionUser } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { clubs, officeDecisions, teams } from "../../db/schema/index.ts";

// THE writer of the league office's history: every decision calls it in its own
// transaction, so a decision and its record are committed together or not at all.

export interface OfficeDecisionRecord {
  action: string;
  subject: string;
  subjectId?: string | null;
  note?: string | null;
  details?: Record<string, unknown>;
}

export async function recordOfficeDecision(tx: Tx, by: SessionUser, decision: OfficeDecisionRecord) {
  await tx.insert(officeDecisions).values({
    userId: by.id,
    userName: by.name,
    action: decision.action,
    subject: decision.subject,
    subjectId: decision.subjectId ?? null,
    note: decision.note ?? null,
    details: decision.details ?? {},
  });
}

/** A team as the history names it: 'FC Seeblick 1. Mannschaft'. */
export async function teamSubject(db: DbOrTx, teamId: string): Promise<string> {
  const [row] = await db
    .select({ name: teams.name, clubName: clubs.clubName })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(eq(teams.id, teamId));
  if (!row) return "(gelöschtes Team)";
  return teamLabel(row.name, row.clubName);
}

const HISTORY_LIMIT = 200;

/** The newest decisions first. */
export async function listOfficeDecisions(db: DbOrTx): Promise<OfficeDecision[]> {
  const rows = await db
    .select({
      id: officeDecisions.id,
      userName: officeDecisions.userName,
      action: officeDecisions.action,
      subject: officeDecisions.subject,
      note: officeDecisions.note,
      createdAt: officeDecisions.createdAt,
    })
    .from(officeDecisions)
    .orderBy(desc(officeDecisions.createdAt), desc(officeDecisions.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
