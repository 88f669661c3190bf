import { asc, eq, sql } from "drizzle-orm";
import type { BoardMember } from "#shared/clubs/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { boardMembers } from "../../db/schema/index.ts";

/** The columns of a board member the public club page shows (the management adds clubId). */
export const boardMemberColumns = {
  id: boardMembers.id,
  firstName: boardMembers.firstName,
  lastName: boardMembers.lastName,
  role: boardMembers.role,
  birthYear: boardMembers.birthYear,
  atClubSince: boardMembers.atClubSince,
  email: boardMembers.email,
  phone: boardMembers.phone,
  memberImageUrl: boardMembers.memberImageUrl,
};

/** The club's board for its public page. */
export async function listBoardMembers(db: DbOrTx, clubId: string): Promise<BoardMember[]> {
  return (
    db
      .select(boardMemberColumns)
      .from(boardMembers)
      .where(eq(boardMembers.clubId, clubId))
      // The presidency first, as a club lists its board; everyone else in the order added.
      .orderBy(
        sql`case when ${boardMembers.role} ilike 'präsident%' then 0 when ${boardMembers.role} ilike 'vize%' then 1 else 2 end`,
        asc(boardMembers.createdAt),
        byName(boardMembers.lastName),
      )
  );
}
