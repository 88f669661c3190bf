import { sql } from "drizzle-orm";
import type { SessionUser } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { officeDecisions } from "../../db/schema/index.ts";

// THE writer of the league office's history: every decision calls it in its own
// transaction, so a decision and its record are committed together or not at all. Below the
// league and the match modules, since both record the office's decisions (a fixture's
// schedule is the match routes' work, the console's placements the league's).

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
    // The moment of writing, not the transaction's start: decisions of one transaction (an import
    // and the moves it makes) keep their order in the history.
    createdAt: sql`clock_timestamp()`,
  });
}
