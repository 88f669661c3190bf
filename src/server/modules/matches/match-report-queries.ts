import { eq } from "drizzle-orm";
import type { MatchReportView } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matchReports, players } from "../../db/schema/index.ts";

/** The match's report with the man of the match's name resolved, or null. */
export async function findMatchReport(db: DbOrTx, matchId: string): Promise<MatchReportView | null> {
  const [row] = await db
    .select({ report: matchReports, motmFirst: players.firstName, motmLast: players.lastName })
    .from(matchReports)
    .leftJoin(players, eq(players.id, matchReports.manOfMatchPlayerId))
    .where(eq(matchReports.matchId, matchId))
    .limit(1);
  if (!row) return null;
  const { report } = row;
  return {
    id: report.id,
    matchId: report.matchId,
    title: report.title,
    content: report.content,
    highlights: report.highlights,
    manOfMatchPlayerId: report.manOfMatchPlayerId,
    manOfMatchName: row.motmFirst !== null ? `${row.motmFirst} ${row.motmLast ?? ""}`.trim() : null,
    attendance: report.attendance,
    weatherConditions: report.weatherConditions,
    refereeNotes: report.refereeNotes,
    referee: report.referee,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}
