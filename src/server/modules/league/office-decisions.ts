import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { placementText } from "#shared/league/groups.ts";
import {
  CLUB_OFFICE_DECISIONS,
  type ClubOfficeDecision,
  type OfficeDecision,
} from "#shared/league/office.ts";
import type { ListCursor } from "#shared/list-cursor.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { afterSql, cursorSql } from "../../db/list-page.ts";
import { clubs, officeDecisions, teams } from "../../db/schema/index.ts";
import { currentPlacement } from "./placement-writes.ts";

// The league office's history as it reads: a team's name for a line, and the lines page by page
// (they are written by recordOfficeDecision).

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

/**
 * The team with its group in the season a decision is about («FC Aare 1. Mannschaft (Zürich,
 * 4. Liga, Gruppe 1)»): the office keeps many groups, and a club's two teams may play in one
 * league; the history and the club's dashboard say which table the decision changed.
 */
export async function seasonTeamSubject(db: DbOrTx, teamId: string, season: number): Promise<string> {
  const name = await teamSubject(db, teamId);
  const placement = await currentPlacement(db, teamId, season);
  return placement ? `${name} (${placementText(placement)})` : name;
}

/** A page of the history: enough to read a season's decisions at a glance. */
export const HISTORY_PAGE = 100;

/** The newest decisions first, a page after `after` (the previous page's last). */
export async function listOfficeDecisions(
  db: DbOrTx,
  after: ListCursor | undefined,
): Promise<{ decisions: OfficeDecision[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: officeDecisions.id,
      userName: officeDecisions.userName,
      action: officeDecisions.action,
      subject: officeDecisions.subject,
      note: officeDecisions.note,
      createdAt: officeDecisions.createdAt,
      cursor: cursorSql(officeDecisions.createdAt, officeDecisions.id),
    })
    .from(officeDecisions)
    .where(after ? afterSql(officeDecisions.createdAt, officeDecisions.id, after, true) : undefined)
    .orderBy(desc(officeDecisions.createdAt), desc(officeDecisions.id))
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  return {
    decisions: page.map(({ cursor: _, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > HISTORY_PAGE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/**
 * The recent decisions about the club's own teams (those naming one of them as their subject),
 * newest first: the club learns what the office decided about them, and nothing about others.
 * Who in the office decided stays inside the office.
 */
export async function listClubOfficeDecisions(db: DbOrTx, clubId: string): Promise<ClubOfficeDecision[]> {
  const since = new Date(Date.now() - CLUB_OFFICE_DECISIONS.days * 86_400_000);
  const rows = await db
    .select({
      id: officeDecisions.id,
      action: officeDecisions.action,
      subject: officeDecisions.subject,
      note: officeDecisions.note,
      createdAt: officeDecisions.createdAt,
    })
    .from(officeDecisions)
    .where(
      and(
        inArray(
          officeDecisions.subjectId,
          db.select({ id: teams.id }).from(teams).where(eq(teams.clubId, clubId)),
        ),
        gt(officeDecisions.createdAt, since),
      ),
    )
    .orderBy(desc(officeDecisions.createdAt), desc(officeDecisions.id))
    .limit(CLUB_OFFICE_DECISIONS.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
